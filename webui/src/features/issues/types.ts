import type { RecordNames } from '@/components/history/names';

export type IssueStatus = 'OPENED' | 'RESOLVED';

/** An issue as GET /api/issues and /api/issues/{id} answer it (api/issues.py IssueOut). */
export interface Issue {
  id: string;
  device?: string | null;
  deviceName?: string | null;
  building?: string | null;
  buildingName?: string | null;
  floor?: string | null;
  floorLabel?: string | null;
  facility?: string | null;
  facilityName?: string | null;
  issueType: string;
  issueName?: string | null;
  people?: number | null;
  water?: number | null;
  supervisor?: string | null;
  company?: string | null;
  status: IssueStatus | string;
  /** 1 opened, 2 resolved. */
  issuesStatus?: number | null;
  createdAt?: string | null;
  openedBy?: string | null;
  openedByName?: string | null;
  resolvedAt?: string | null;
  resolvedBy?: string | null;
  resolvedByName?: string | null;
  source?: string | null;
  reading?: Record<string, unknown> | null;
  version?: number | null;
  /** What the person who reported it wrote. */
  description?: string | null;
  /** A photo is served by GET /api/issues/{id}/photo. */
  hasPhoto?: boolean | null;
}

export interface IssueInput {
  facilityId: string;
  issueType: string;
  deviceId?: string;
  description?: string;
  /** `data:image/jpeg|png|webp;base64,…`, at most 2 MB decoded. */
  photo?: string;
}

export type StaffRole = 'supervisor' | 'cleaner' | 'worker';

/** An ad hoc task (api/issues.py TaskOut). */
export interface Task {
  id: string;
  issue?: string | null;
  title: string;
  type: string;
  building?: string | null;
  buildingName?: string | null;
  facility?: string | null;
  facilityName?: string | null;
  device?: string | null;
  deviceName?: string | null;
  staffRole: StaffRole | string;
  staff?: string | null;
  staffName?: string | null;
  remarks?: string | null;
  createdBy?: string | null;
  createdAt?: string | null;
  status?: 'OPEN' | 'IN_PROGRESS' | 'DONE' | string | null;
  startedAt?: string | null;
  completedAt?: string | null;
  completionRemarks?: string | null;
}

export interface TaskInput {
  issueId: string;
  title: string;
  type: string;
  staffRole: StaffRole;
  staffId: string;
  remarks?: string;
}

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
