import type { ApiSchema } from '@/api/schemas';

/** An ad hoc task assigned to the user (GET /api/tasks?mine=true). */
export type MyTask = ApiSchema<'TaskOut'>;

/** An open issue at one of the user's facilities (GET /api/issues). */
export type MyIssue = ApiSchema<'IssueOut'>;
