import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { json, mockFetch } from '@/testing/mock-fetch';
import { renderPage, signInAs } from '@/testing/test-utils';
import { EventHistory } from './event-history';

describe('event history', () => {
  it('names a leave decision as the approval or rejection it was', async () => {
    signInAs('supervisor');
    mockFetch(() =>
      json({
        kind: 'leave',
        id: 'l1',
        events: [
          { version: 1, type: 'Requested', time: '2026-11-20T08:00:00Z', actor: 'c1', changes: { type: 'ANNUAL' } },
          { version: 2, type: 'Decided', time: '2026-11-21T08:00:00Z', actor: 's1', changes: { status: 'APPROVED' } },
        ],
      }),
    );
    renderPage(<EventHistory kind="leave" id="l1" />);
    expect(await screen.findByText('Approved')).toBeInTheDocument();
    expect(screen.queryByText('Decided')).not.toBeInTheDocument();
  });
});
