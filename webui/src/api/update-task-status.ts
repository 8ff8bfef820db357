/** A task's status; PUT /api/tasks/{id}/status moves it OPEN → IN_PROGRESS → DONE (or OPEN → DONE), through the outbox (lib/outbox/writes.ts). */
export type TaskStatus = 'OPEN' | 'IN_PROGRESS' | 'DONE';
