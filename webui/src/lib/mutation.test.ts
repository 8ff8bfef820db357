import { act, renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { createTestQueryClient, queryWrapper } from '@/testing/test-utils';
import { useWriteMutation } from './mutation';

const remove = (id: string) => Promise.resolve(id);
const refuse = (_id: string): Promise<void> => Promise.reject(new Error('409'));

function setUp() {
  const queryClient = createTestQueryClient();
  queryClient.setQueryData(['things', 'detail', 't1'], { id: 't1' });
  queryClient.setQueryData(['others', 'list'], []);
  return { queryClient, stale: (...key: string[]) => queryClient.getQueryState(key)?.isInvalidated };
}

describe('useWriteMutation', () => {
  it('drops the removed records and invalidates the named resources, then calls onSuccess', async () => {
    const { queryClient, stale } = setUp();
    const onSuccess = vi.fn();
    const { result } = renderHook(
      () => useWriteMutation(remove, { removes: (id) => [['things', 'detail', id]], invalidates: [['others']] }, { onSuccess }),
      { wrapper: queryWrapper(queryClient) },
    );
    await act(() => result.current.mutateAsync('t1'));
    expect(queryClient.getQueryData(['things', 'detail', 't1'])).toBeUndefined();
    expect(stale('others', 'list')).toBe(true);
    expect(onSuccess).toHaveBeenCalledWith('t1', 't1', undefined, expect.anything());
  });

  it('refreshes after a failure too when asked to on settling', async () => {
    const { queryClient, stale } = setUp();
    const onSettled = vi.fn();
    const { result } = renderHook(
      () => useWriteMutation(refuse, { invalidates: (id) => [['things', 'detail', id]], after: 'settled' }, { onSettled }),
      { wrapper: queryWrapper(queryClient) },
    );
    await act(() => result.current.mutateAsync('t1').catch(() => undefined));
    expect(stale('things', 'detail', 't1')).toBe(true);
    expect(stale('others', 'list')).toBe(false);
    expect(onSettled).toHaveBeenCalledOnce();
  });

  it('leaves the cache alone after a failure by default', async () => {
    const { queryClient, stale } = setUp();
    const { result } = renderHook(() => useWriteMutation(refuse, { invalidates: [['things']] }), { wrapper: queryWrapper(queryClient) });
    await act(() => result.current.mutateAsync('t1').catch(() => undefined));
    expect(stale('things', 'detail', 't1')).toBe(false);
  });
});
