/** A webhook as the API shows it: never its secret (docs/alerts.md). */
export interface Webhook {
  id: string;
  /** Null: the console's own webhook, which hears of every building. */
  companyId: string | null;
  companyName: string | null;
  url: string;
  kinds: string[];
  createdBy: string;
  createdAt: string;
}

/** POST /api/webhooks; `companyId` only from the system admin (a manager's is its own company). */
export interface WebhookInput {
  url: string;
  kinds: string[];
  secret: string;
  companyId?: string;
}

/** What became of an attempt: `sending` while under way. */
export type Outcome = 'delivered' | 'failed' | 'dead-lettered' | 'sending';

/** One attempt to deliver one event to a webhook. */
export interface DeliveryAttempt {
  id: string;
  deliveryId: string;
  eventId: string;
  kind: string;
  attempt: number;
  attemptedAt: string;
  statusCode: number | null;
  error: string | null;
  outcome: Outcome | string;
  nextAttemptAt: string | null;
}
