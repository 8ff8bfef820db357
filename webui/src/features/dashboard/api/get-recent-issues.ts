import { getPage } from '@/lib/api-client';
import { defineStaticQuery } from '@/lib/query';
import type { RecentIssue } from '../types';
import { listOf, nullable, readAnswer, record, text } from './answer-shape';

const recentIssues = listOf(
  record<RecentIssue>({
    id: text,
    issueType: text,
    issueName: nullable(text),
    status: text,
    facilityName: nullable(text),
    buildingName: nullable(text),
    createdAt: text,
  }),
);

/** The five latest issues. */
export const { get: getRecentIssues, options: getRecentIssuesQueryOptions, use: useRecentIssues } = defineStaticQuery(
  ['issues', 'recent'],
  async (signal) => readAnswer(recentIssues, (await getPage<unknown>('/issues', { page: 1, pageSize: 5, sort: '-createdAt' }, signal)).items),
);
