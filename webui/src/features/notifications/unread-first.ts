import type { ListParams, Page } from '@/lib/types';
import type { Notification, ReadStatus } from './types';

export type FetchNotifications = (params: ListParams, status: ReadStatus) => Promise<Page<Notification>>;

/**
 * One page of "unread first, then read": the unread list and the read list (each in the
 * chosen order) laid end to end and cut into pages. It does not lean on how a database
 * sorts empty read times, which differs between SQLite and PostgreSQL.
 */
export async function unreadFirstPage(params: ListParams, fetchPage: FetchNotifications): Promise<Page<Notification>> {
  const size = params.pageSize;
  const offset = (params.page - 1) * size;
  const unread = await fetchPage(params, 'unread');
  const items = [...unread.items];
  const need = size - items.length;
  let readTotal: number;
  if (need <= 0) {
    readTotal = (await fetchPage({ ...params, page: 1, pageSize: 1 }, 'read')).total;
  } else {
    const readOffset = Math.max(0, offset - unread.total);
    const first = Math.floor(readOffset / size) + 1;
    const page = await fetchPage({ ...params, page: first }, 'read');
    readTotal = page.total;
    const skip = readOffset - (first - 1) * size;
    items.push(...page.items.slice(skip, skip + need));
    const still = size - items.length;
    if (still > 0 && first * size < readTotal) {
      const next = await fetchPage({ ...params, page: first + 1 }, 'read');
      items.push(...next.items.slice(0, still));
    }
  }
  return { items, total: unread.total + readTotal, page: params.page, pageSize: size };
}
