import { queryOptions } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { ListParams, Page } from '@/lib/types';
import { createTestQueryClient, queryWrapper } from '@/testing/test-utils';
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

type Fetch = (params: ListParams, signal: AbortSignal) => Promise<Page<Row>>;

/** A list's query options, as each `get…QueryOptions` of a feature builds them. */
const optionsOf = (fetchPage: Fetch, list = 'rows') => (params: ListParams) =>
  queryOptions({ queryKey: [list, 'list', params], queryFn: ({ signal }) => fetchPage(params, signal) });

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
    const { result } = renderHook(() => useListPage(optionsOf(fetchPage), 'name'), { wrapper: queryWrapper() });

    expect(result.current.loading).toBe(true);
    await waitFor(() => expect(fetchPage).toHaveBeenCalledTimes(1));
    expect(fetchPage.mock.calls[0][0]).toEqual({ page: 1, pageSize: 20, sort: 'name' });
    expect(fetchPage.mock.calls[0][1]).toBeInstanceOf(AbortSignal);

    await waitFor(() => expect(result.current.loading).toBe(false));
    const { tableProps } = result.current;
    expect(tableProps.page?.items).toEqual([{ id: 'id-Tower', name: 'Tower' }]);
    expect(tableProps.params).toEqual({ page: 1, pageSize: 20, sort: 'name' });
    expect(tableProps.error).toBeUndefined();
    expect(tableProps.getRowId({ id: 'b7', name: 'Annex' })).toBe('b7');
    expect(tableProps.onRetry).toBe(result.current.reload);
    expect(tableProps.onParamsChange).toBe(result.current.setParams);
  });

  it('fetches again with the new params, back on page 1, keeping the previous page on screen meanwhile', async () => {
    const { fetchPage, answer } = deferredFetcher();
    const { result } = renderHook(() => useListPage(optionsOf(fetchPage), '-createdAt'), { wrapper: queryWrapper() });
    await waitFor(() => expect(fetchPage).toHaveBeenCalledTimes(1));
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
    await waitFor(() => expect(result.current.loading).toBe(false));
    expect(result.current.tableProps.page?.items.map((row) => row.name)).toEqual(['Annex']);
  });

  it('reloads the same params on retry', async () => {
    const fetchPage = vi.fn(async (params: ListParams) => pageOf(params, ['Tower']));
    const { result } = renderHook(() => useListPage(optionsOf(fetchPage), 'name'), { wrapper: queryWrapper() });
    await waitFor(() => expect(result.current.loading).toBe(false));

    act(() => result.current.tableProps.onRetry());
    await waitFor(() => expect(fetchPage).toHaveBeenCalledTimes(2));
    expect(fetchPage.mock.calls[1][0]).toEqual(fetchPage.mock.calls[0][0]);
    await waitFor(() => expect(result.current.loading).toBe(false));
  });

  it('loads again when a mutation invalidates the list (after a deletion)', async () => {
    const names = ['Tower', 'Annex'];
    const fetchPage = vi.fn(async (params: ListParams) => pageOf(params, [...names]));
    const queryClient = createTestQueryClient();
    const { result } = renderHook(() => useListPage(optionsOf(fetchPage), 'name'), { wrapper: queryWrapper(queryClient) });
    await waitFor(() => expect(result.current.page?.total).toBe(2));

    names.pop();
    await act(() => queryClient.invalidateQueries({ queryKey: ['rows'] }));
    await waitFor(() => expect(result.current.page?.items.map((row) => row.name)).toEqual(['Tower']));
    expect(fetchPage).toHaveBeenCalledTimes(2);
  });

  it('fetches again when the options change (another segment, another status)', async () => {
    const fetchPage = vi.fn(async (params: ListParams) => pageOf(params, ['Tower']));
    const { result, rerender } = renderHook(({ segment }) => useListPage(optionsOf(fetchPage, segment), 'name'), {
      initialProps: { segment: 'cleaners' },
      wrapper: queryWrapper(),
    });
    await waitFor(() => expect(result.current.loading).toBe(false));
    rerender({ segment: 'workers' });
    await waitFor(() => expect(fetchPage).toHaveBeenCalledTimes(2));
  });

  it('answers the error of a failed fetch', async () => {
    const failure = new Error('boom');
    const { result } = renderHook(() => useListPage(optionsOf(() => Promise.reject(failure)), 'name'), { wrapper: queryWrapper() });
    await waitFor(() => expect(result.current.tableProps.error).toBe(failure));
    expect(result.current.tableProps.loading).toBe(false);
  });
});
