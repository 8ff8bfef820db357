import { recordQuery } from '@/lib/query';
import type { Issue } from '../types';

/** GET /api/issues/{id}. */
export const { get: getIssue, options: getIssueQueryOptions, use: useIssue } = recordQuery<Issue>('issues');
