import type { RecordNames } from '@/components/history/names';
import type { ApiSchema } from '@/api/schemas';

export type IssueStatus = 'OPENED' | 'RESOLVED';

/** An issue as GET /api/issues and /api/issues/{id} answer it (api/issues.py IssueOut). */
export type Issue = ApiSchema<'IssueOut'>;

export type IssueInput = ApiSchema<'IssueBody'>;

export type StaffRole = 'supervisor' | 'cleaner' | 'worker';

/** An ad hoc task (api/issues.py TaskOut). */
export type Task = ApiSchema<'TaskOut'>;

export type TaskInput = ApiSchema<'TaskBody'>;

export interface HistoryEvent {
  /** issue, task or notification. */
  object: string;
  objectId: string;
  version?: number;
  /** The event: Opened, Resolved, Created, Sent, Read, Deleted… */
  type: string;
  time: string;
  actor?: string | null;
  /** The actor's name, when the reader sees them (as in `names`). */
  actorName?: string | null;
  changes?: Record<string, unknown> | null;
}

/** One of the device's readings up to the one that raised an issue. */
export interface LeadingReading {
  seq: number;
  time: string;
  values: Record<string, unknown>;
  /** The reading that raised the issue (the last one). */
  raisedIt: boolean;
}

/** GET /api/issues/{id}/history: the reading that raised the issue and every event since. */
export interface IssueHistory {
  id: string;
  issueType?: string;
  issueName?: string;
  source?: string;
  reading?: Record<string, unknown> | null;
  /** The device's readings up to the one that raised it, oldest first. */
  readings?: LeadingReading[];
  events: HistoryEvent[];
  /** The records the events mention that the reader sees, by id. */
  names?: RecordNames;
}
