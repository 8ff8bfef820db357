import { getPage } from '@/lib/api-client';
import { defineStaticQuery } from '@/lib/query';
import type { MyIssue } from '../types';

/** GET /api/issues filtered to the open ones (`status:"1"`); the server narrows staff to their facilities. */
export const { options: getOpenIssuesQueryOptions, use: useOpenIssues } = defineStaticQuery(['issues', 'list', 'mine-open'], (signal) =>
  getPage<MyIssue>('/issues', { page: 1, pageSize: 50, sort: '-createdAt', filter: ['status:"1"'] }, signal),
);
