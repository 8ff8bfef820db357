import { cleanup, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { json, mockFetch } from '@/testing/mock-fetch';
import { renderAs } from '@/testing/test-utils';
import type { Issue } from '../types';
import { IssueDetail } from './issue-detail';
import { records } from '@/testing/api-records';

const cleared: Issue = records.issue({
  id: 'i1',
  issueType: 'paper-low',
  status: 'RESOLVED',
  source: 'rule',
  openedBy: 'rules',
  openedByName: null,
  resolvedBy: 'rules',
  resolvedByName: null,
  createdAt: '2026-11-21T08:03:00Z',
  resolvedAt: '2026-11-21T09:15:00Z',
});

describe('an issue the rules opened and cleared', () => {
  it('names the rules engine as opener and resolver, never the raw actor', async () => {
    mockFetch((call) => (call.path === '/api/issues/i1' ? json(cleared) : undefined));
    renderAs('supervisor', <IssueDetail issueId="i1" />);
    const engine = await screen.findAllByText('Rules engine');
    expect(engine).toHaveLength(2);
    expect(screen.queryByText('rules')).not.toBeInTheDocument();
  });
});

describe('an issue resolved at the door', () => {
  it('says it was verified on site only when whoever resolved it had checked in there', async () => {
    mockFetch((call) => (call.path === '/api/issues/i1' ? json({ ...cleared, verifiedOnSite: true }) : undefined));
    renderAs('supervisor', <IssueDetail issueId="i1" />);
    expect(await screen.findByText('Verified on site')).toBeInTheDocument();
    cleanup();
    mockFetch((call) => (call.path === '/api/issues/i1' ? json(cleared) : undefined));
    renderAs('supervisor', <IssueDetail issueId="i1" />);
    await screen.findAllByText('Rules engine');
    expect(screen.queryByText('Verified on site')).not.toBeInTheDocument();
  });
});
