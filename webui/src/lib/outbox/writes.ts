import type { WriteKind, WriteRequest } from './types';

// The writes a phone may make without a network, described once for every screen that
// makes them: the call, its kind, and what the waiting list calls it.

const id = (value: string) => encodeURIComponent(value);

/** PUT /api/issues/{id}/status RESOLVED; a 409 `already-resolved` is a conflict, not an error. */
export function resolveIssueWrite(issueId: string, label: string): WriteRequest {
  return { method: 'PUT', path: `/api/issues/${id(issueId)}/status`, body: { issuesStatus: 'RESOLVED' }, kind: 'resolve', label, subject: issueId };
}

/** PUT /api/tasks/{id}/status: start (IN_PROGRESS) or complete (DONE, with remarks). */
export function taskStatusWrite(taskId: string, status: 'IN_PROGRESS' | 'DONE', label: string, remarks?: string): WriteRequest {
  return { method: 'PUT', path: `/api/tasks/${id(taskId)}/status`, body: { status, ...(remarks ? { remarks } : {}) }, kind: 'task', label, subject: taskId };
}

/** POST /api/check-ins with the time of the scan, not of the sending. */
export function checkInWrite(code: string, time: string, label: string): WriteRequest {
  return { method: 'POST', path: '/api/check-ins', body: { code, time }, kind: 'check-in', label };
}

/** POST /api/leaves. */
export function leaveWrite(input: object, label: string): WriteRequest {
  return { method: 'POST', path: '/api/leaves', body: input, kind: 'leave', label };
}

/** POST /api/issues (its photo travels in the body as a data URL). */
export function issueWrite(input: object, label: string): WriteRequest {
  return { method: 'POST', path: '/api/issues', body: input, kind: 'issue', label };
}

/** The cached reads a write of each kind changes: they load again once it is sent. */
export const CHANGES: Record<WriteKind, readonly (readonly string[])[]> = {
  resolve: [['issues'], ['notifications']],
  task: [['tasks'], ['issues'], ['notifications']],
  'check-in': [['check-ins'], ['issues']],
  leave: [['leaves'], ['schedules'], ['notifications']],
  issue: [['issues'], ['notifications']],
};
