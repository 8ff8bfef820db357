/** A page of a list answer: `{items, total, page, pageSize}`. */
export interface Page<T> {
  items: T[];
  total: number;
  page: number;
  pageSize: number;
}

export interface ListParams {
  page: number;
  pageSize: number;
  /** `field` or `-field`. */
  sort?: string;
  search?: string;
  /** Repeated `level:"id"` entries. */
  filter?: string[];
  /** Creation date range, ISO dates (`YYYY-MM-DD`). */
  from?: string;
  to?: string;
}

/** Tolerates a bare array where a page was expected. */
export function toPage<T>(value: unknown, params?: Partial<ListParams>): Page<T> {
  if (Array.isArray(value)) {
    return { items: value as T[], total: value.length, page: 1, pageSize: value.length };
  }
  const record = (value ?? {}) as Partial<Page<T>>;
  const items = Array.isArray(record.items) ? record.items : [];
  return {
    items,
    total: typeof record.total === 'number' ? record.total : items.length,
    page: typeof record.page === 'number' ? record.page : (params?.page ?? 1),
    pageSize: typeof record.pageSize === 'number' ? record.pageSize : (params?.pageSize ?? items.length),
  };
}

/** Tolerates `{items: [...]}` where a bare list was expected. */
export function toList<T>(value: unknown): T[] {
  if (Array.isArray(value)) return value as T[];
  const items = (value as { items?: unknown } | null)?.items;
  return Array.isArray(items) ? (items as T[]) : [];
}

/** The query of a list call: `page`, `pageSize`, `sort`, `search`, repeated `filter`, `from`/`to`. */
export function listQuery(params: Partial<ListParams>): Record<string, string | number | string[] | undefined> {
  return {
    page: params.page,
    pageSize: params.pageSize,
    sort: params.sort || undefined,
    search: params.search?.trim() || undefined,
    filter: params.filter && params.filter.length > 0 ? params.filter : undefined,
    from: params.from || undefined,
    to: params.to || undefined,
  };
}

/** Every item of a list, page by page (for pickers); stops at `limit` items. */
export async function fetchAll<T>(
  fetchPage: (params: ListParams) => Promise<Page<T>>,
  { pageSize = 100, limit = 2000 }: { pageSize?: number; limit?: number } = {},
): Promise<T[]> {
  const items: T[] = [];
  for (let page = 1; items.length < limit; page += 1) {
    const answer = await fetchPage({ page, pageSize });
    items.push(...answer.items);
    if (answer.items.length === 0 || items.length >= answer.total || answer.items.length < pageSize) break;
  }
  return items;
}
