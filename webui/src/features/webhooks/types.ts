import type { ApiSchema } from '@/api/schemas';

/** A webhook as the API shows it: never its secret (docs/alerts.md). */
export type Webhook = ApiSchema<'WebhookOut'>;

/** POST /api/webhooks; `companyId` only from the system admin (a manager's is its own company). */
export type WebhookInput = ApiSchema<'WebhookBody'>;

/** What became of an attempt: `sending` while under way. */
export type Outcome = 'delivered' | 'failed' | 'dead-lettered' | 'sending';

/** One attempt to deliver one event to a webhook. */
export type DeliveryAttempt = ApiSchema<'DeliveryAttemptOut'>;
