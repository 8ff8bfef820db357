import { pageQuery } from '@/lib/query';
import type { Issue } from '../types';

/** GET /api/issues with paging, sort, search, `filter=level:"id"` (status 1/2) and `from`/`to`. */
export const { get: getIssues, options: getIssuesQueryOptions, use: useIssues } = pageQuery<Issue>('issues');
