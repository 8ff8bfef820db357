import type { IntlShape } from 'react-intl';
import { kindMessages, outcomeMessages } from './messages';

/** The kinds a webhook may ask for, each named in the reader's language (messages.ts). */
export const WEBHOOK_KINDS = Object.keys(kindMessages) as (keyof typeof kindMessages)[];

export const OUTCOMES = Object.keys(outcomeMessages) as (keyof typeof outcomeMessages)[];

const known = <T extends object>(catalogue: T, id: string): id is Extract<keyof T, string> => Object.hasOwn(catalogue, id);

/** A kind in the reader's language ("Issue opened"), or as the server names it. */
export const kindLabel = (intl: IntlShape, kind: string) => (known(kindMessages, kind) ? intl.formatMessage(kindMessages[kind]) : kind);

/** An outcome in the reader's language, or as the server names it. */
export const outcomeLabel = (intl: IntlShape, outcome: string) =>
  known(outcomeMessages, outcome) ? intl.formatMessage(outcomeMessages[outcome]) : outcome;
