import { act, renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { ListParams, Page } from '@/lib/types';
import { useListPage } from './use-list-page';

interface Row {
  id: string;
  name: string;
}

const pageOf = (params: ListParams, names: string[]): Page<Row> => ({
  items: names.map((name) => ({ id: `id-${name}`, name })),
  total: names.length,
  page: params.page,
  pageSize: params.pageSize,
});

/** A fetcher that answers each call with its own promise, settled by hand. */
function deferredFetcher() {
  const answers: ((names: string[]) => void)[] = [];
  const fetchPage = vi.fn(
    (params: ListParams, _signal: AbortSignal) =>
      new Promise<Page<Row>>((resolve) => {
        answers.push((names) => resolve(pageOf(params, names)));
      }),
  );
  return { fetchPage, answer: (call: number, names: string[]) => act(async () => answers[call](names)) };
}

describe('useListPage', () => {
  it('fetches the first page with the default sort and wires the answer into the table props', async () => {
    const fetchPage = vi.fn(async (params: ListParams, _signal: AbortSignal) => pageOf(params, ['Tower']));
    const { result } = renderHook(() => useListPage('rows', fetchPage, 'name'));

    expect(result.current.loading).toBe(true);
    expect(fetchPage).toHaveBeenCalledTimes(1);
    expect(fetchPage.mock.calls[0][0]).toEqual({ page: 1, pageSize: 20, sort: 'name' });
    expect(fetchPage.mock.calls[0][1]).toBeInstanceOf(AbortSignal);

    await waitFor(() => expect(result.current.loading).toBe(false));
    const { tableProps } = result.current;
    expect(tableProps.page?.items).toEqual([{ id: 'id-Tower', name: 'Tower' }]);
    expect(tableProps.params).toEqual({ page: 1, pageSize: 20, sort: 'name' });
    expect(tableProps.error).toBeUndefined();
    expect(tableProps.getRowId({ id: 'b7', name: 'Annex' })).toBe('b7');
    expect(tableProps.onRetry).toBe(result.current.reload);
    expect(tableProps.onDeleted).toBe(result.current.reload);
    expect(tableProps.onParamsChange).toBe(result.current.setParams);
  });

  it('fetches again with the new params, back on page 1, keeping the previous page on screen meanwhile', async () => {
    const { fetchPage, answer } = deferredFetcher();
    const { result } = renderHook(() => useListPage('rows', fetchPage, '-createdAt'));
    await answer(0, ['Tower']);

    act(() => result.current.setParams({ page: 3 }));
    await waitFor(() => expect(fetchPage).toHaveBeenCalledTimes(2));
    expect(fetchPage.mock.calls[1][0]).toEqual({ page: 3, pageSize: 20, sort: '-createdAt' });

    act(() => result.current.setParams({ search: 'ann' }));
    await waitFor(() => expect(fetchPage).toHaveBeenCalledTimes(3));
    expect(fetchPage.mock.calls[2][0]).toEqual({ page: 1, pageSize: 20, sort: '-createdAt', search: 'ann' });
    expect(result.current.loading).toBe(true);
    expect(result.current.page?.items.map((row) => row.name)).toEqual(['Tower']);

    await answer(2, ['Annex']);
    expect(result.current.loading).toBe(false);
    expect(result.current.tableProps.page?.items.map((row) => row.name)).toEqual(['Annex']);
  });

  it('reloads the same params on reload (retry, after a deletion)', async () => {
    const fetchPage = vi.fn(async (params: ListParams) => pageOf(params, ['Tower']));
    const { result } = renderHook(() => useListPage('rows', fetchPage, 'name'));
    await waitFor(() => expect(result.current.loading).toBe(false));

    act(() => result.current.tableProps.onDeleted?.());
    await waitFor(() => expect(fetchPage).toHaveBeenCalledTimes(2));
    expect(fetchPage.mock.calls[1][0]).toEqual(fetchPage.mock.calls[0][0]);
    await waitFor(() => expect(result.current.loading).toBe(false));
  });

  it('fetches again when the key changes (another segment, another status)', async () => {
    const fetchPage = vi.fn(async (params: ListParams) => pageOf(params, ['Tower']));
    const { result, rerender } = renderHook(({ segment }) => useListPage(['users', segment], fetchPage, 'name'), {
      initialProps: { segment: 'cleaners' },
    });
    await waitFor(() => expect(result.current.loading).toBe(false));
    rerender({ segment: 'workers' });
    await waitFor(() => expect(fetchPage).toHaveBeenCalledTimes(2));
  });

  it('answers the error of a failed fetch', async () => {
    const failure = new Error('boom');
    const { result } = renderHook(() => useListPage<Row>('rows', () => Promise.reject(failure), 'name'));
    await waitFor(() => expect(result.current.tableProps.error).toBe(failure));
    expect(result.current.tableProps.loading).toBe(false);
  });
});
