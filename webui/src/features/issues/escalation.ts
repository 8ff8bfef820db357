import type { ApiSchema } from '@/api/schemas';

/** An issue type with its target, whether it resolves itself and its escalation steps (GET /api/issues/types). */
export type IssueTypeSettings = ApiSchema<'IssueTypeOut'>;

/** PUT /api/issues/types/{id}. */
export type IssueTypeInput = ApiSchema<'IssueTypeBody'>;

export type EscalationStep = ApiSchema<'EscalationStepBody'>;

/** Whom a step tells (domain/escalation.py `Notify`). */
export const NOTIFY_ROLES = ['supervisor', 'cc-manager', 'll-manager', 'admin'] as const;
export type NotifyRole = (typeof NOTIFY_ROLES)[number];

/** The server's limits (domain/escalation.py, domain/issue_type.py): a week at most, five steps. */
export const MAX_STEPS = 5;
export const MAX_AFTER_MINUTES = 7 * 24 * 60;
export const MAX_TARGET_MINUTES = 7 * 24 * 60;

/** A step as the editor holds it: the minutes as typed. */
export interface StepRow {
  afterMinutes: string;
  notify: string;
}

export type StepProblem = 'required' | 'whole' | 'range' | 'not-later';

/** What is wrong with a step, per field. */
export interface StepRowError {
  afterMinutes?: StepProblem;
  notify?: 'required';
}

export const stepRowsOf = (steps: readonly { afterMinutes: number; notify: string }[]): StepRow[] =>
  steps.map((step) => ({ afterMinutes: String(step.afterMinutes), notify: step.notify }));

/**
 * The client's rules of domain/escalation.py `check_steps`: whole minutes from 1 to a week,
 * each step later than the one before, and whom to tell chosen.
 */
export function checkSteps(rows: readonly StepRow[]): StepRowError[] {
  let before = 0;
  return rows.map((row) => {
    const error: StepRowError = {};
    const text = row.afterMinutes.trim();
    const minutes = Number(text);
    if (!text) error.afterMinutes = 'required';
    else if (!Number.isInteger(minutes)) error.afterMinutes = 'whole';
    else if (minutes < 1 || minutes > MAX_AFTER_MINUTES) error.afterMinutes = 'range';
    else if (minutes <= before) error.afterMinutes = 'not-later';
    else before = minutes;
    if (!row.notify) error.notify = 'required';
    return error;
  });
}

export const stepsValid = (rows: readonly StepRow[]): boolean => checkSteps(rows).every((error) => !error.afterMinutes && !error.notify);

/** The steps as the PUT takes them; none turns escalation off. */
export const stepsOf = (rows: readonly StepRow[]): EscalationStep[] =>
  rows.map((row) => ({ afterMinutes: Number(row.afterMinutes.trim()), notify: row.notify as NotifyRole }));
