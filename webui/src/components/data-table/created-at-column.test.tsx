import { act, screen } from '@testing-library/react';
import { RESET } from 'jotai/utils';
import { useIntl } from 'react-intl';
import { afterEach, describe, expect, it } from 'vitest';
import { timezoneAtom } from '@/lib/session-atoms';
import { appStore } from '@/lib/store';
import { renderPage } from '@/testing/test-utils';
import { useCreatedAtColumn, type CreatedAtOptions } from './created-at-column';
import type { Column } from './data-table';
import { tableMessages } from './messages';

interface Row {
  createdAt?: string | null;
}

/** Shows what the column would put in its header and in one row's cell. */
function Probe({ row, options }: { row: Row; options?: CreatedAtOptions }) {
  const intl = useIntl();
  const column: Column<Row> = useCreatedAtColumn<Row>(options);
  return (
    <dl>
      <dt>{intl.formatMessage(column.header)}</dt>
      <dd data-testid="cell">{column.render(row)}</dd>
      <dd data-testid="sort">{`${column.key} ${column.sortField} ${column.hideBelow}`}</dd>
    </dl>
  );
}

afterEach(() => {
  act(() => appStore.set(timezoneAtom, RESET));
});

describe('created-at column', () => {
  it('is the sortable "Created at" column, hidden below large screens', async () => {
    renderPage(<Probe row={{}} />);
    expect(await screen.findByText('Created at')).toBeInTheDocument();
    expect(screen.getByTestId('sort')).toHaveTextContent('createdAt createdAt lg');
    expect(screen.getByTestId('cell')).toHaveTextContent('—');
  });

  it('shows the instant in the timezone chosen in the settings', async () => {
    appStore.set(timezoneAtom, 'UTC+8');
    renderPage(<Probe row={{ createdAt: '2026-01-02T03:04:05Z' }} />);
    expect((await screen.findByTestId('cell')).textContent).toMatch(/^Jan 2, 2026, 11:04\sAM$/);
  });

  it('takes another header and breakpoint', async () => {
    renderPage(<Probe row={{ createdAt: null }} options={{ header: tableMessages.empty, hideBelow: 'md' }} />);
    expect(await screen.findByText('Nothing to show')).toBeInTheDocument();
    expect(screen.getByTestId('sort')).toHaveTextContent('createdAt createdAt md');
  });
});
