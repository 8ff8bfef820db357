import { defineMessages, type MessageDescriptor } from 'react-intl';
import type { ApiSchema } from '@/api/schemas';
import { columnMessages } from '@/components/column-messages';

export const webhookMessages = {
  company: columnMessages.company,
  ...defineMessages({
    tableTitle: { id: 'webhooks.tableTitle', defaultMessage: 'Webhooks' },
    tableDescription: {
      id: 'webhooks.tableDescription',
      defaultMessage: 'Addresses outside the console told of what happens to issues, each message signed with the webhook’s secret.',
    },
    newWebhook: { id: 'webhooks.newWebhook', defaultMessage: 'New webhook' },
    infoTitle: { id: 'webhooks.infoTitle', defaultMessage: 'Webhook' },
    backToList: { id: 'webhooks.backToList', defaultMessage: 'All webhooks' },
    url: { id: 'webhooks.url', defaultMessage: 'Address' },
    urlHelper: { id: 'webhooks.urlHelper', defaultMessage: 'An http:// or https:// address outside the console, where each message is posted.' },
    urlInvalid: { id: 'webhooks.urlInvalid', defaultMessage: 'Enter an address that starts with http:// or https://' },
    wholeConsole: { id: 'webhooks.wholeConsole', defaultMessage: 'The whole console' },
    companyHelper: { id: 'webhooks.companyHelper', defaultMessage: 'It hears of the company’s buildings; without one, of every building.' },
    kinds: { id: 'webhooks.kinds', defaultMessage: 'Events' },
    lastDelivery: { id: 'webhooks.lastDelivery', defaultMessage: 'Latest attempt' },
    nothingSent: { id: 'webhooks.nothingSent', defaultMessage: 'Nothing sent yet' },
    kindsRequired: { id: 'webhooks.kindsRequired', defaultMessage: 'Choose at least one event' },
    secret: { id: 'webhooks.secret', defaultMessage: 'Secret' },
    secretHelper: {
      id: 'webhooks.secretHelper',
      defaultMessage: '16 to 200 characters. Every message is signed with it, so the receiver knows it comes from the console.',
    },
    generate: { id: 'webhooks.generate', defaultMessage: 'Generate a secret' },
    createdTitle: { id: 'webhooks.createdTitle', defaultMessage: 'Webhook created' },
    secretOnce: {
      id: 'webhooks.secretOnce',
      defaultMessage: 'Copy the secret now and give it to the receiver: the console will not show it again.',
    },
    copy: { id: 'webhooks.copy', defaultMessage: 'Copy the secret' },
    copied: { id: 'webhooks.copied', defaultMessage: 'Secret copied' },
    openWebhook: { id: 'webhooks.openWebhook', defaultMessage: 'Open the webhook' },
    deleteOne: { id: 'webhooks.deleteOne', defaultMessage: 'Delete webhook' },
    deleteOneBody: {
      id: 'webhooks.deleteOneBody',
      defaultMessage: 'The webhook to {name} will be deleted, and nothing more sent to it. This cannot be undone.',
    },
    deletedOne: { id: 'webhooks.deletedOne', defaultMessage: 'Webhook deleted' },
    deliveries: { id: 'webhooks.deliveries', defaultMessage: 'Deliveries' },
    deliveriesHint: {
      id: 'webhooks.deliveriesHint',
      defaultMessage: 'Every attempt, the latest first. A failed delivery is tried again, up to eight attempts in about an hour.',
    },
    attemptedAt: { id: 'webhooks.attemptedAt', defaultMessage: 'Time' },
    kind: { id: 'webhooks.kind', defaultMessage: 'Event' },
    attempt: { id: 'webhooks.attempt', defaultMessage: 'Attempt' },
    answer: { id: 'webhooks.answer', defaultMessage: 'Answer' },
    outcome: { id: 'webhooks.outcome', defaultMessage: 'Outcome' },
    nextAttempt: { id: 'webhooks.nextAttempt', defaultMessage: 'Next attempt' },
    attemptLabel: { id: 'webhooks.attemptLabel', defaultMessage: '{kind}, attempt {attempt}' },
  }),
};

/** A kind of event a webhook may hear of, as the server's schema lists them. */
type WebhookKind = ApiSchema<'WebhookBody'>['kinds'][number];

/**
 * The events a webhook may hear of, by the kind the API names (docs/alerts.md, "Kinds"):
 * one for each kind the schema lists and no other, or the build fails.
 */
export const kindMessages = defineMessages({
  'issue.opened': { id: 'webhooks.kind.issueOpened', defaultMessage: 'Issue opened' },
  'issue.resolved': { id: 'webhooks.kind.issueResolved', defaultMessage: 'Issue resolved' },
  'issue.escalated': { id: 'webhooks.kind.issueEscalated', defaultMessage: 'Issue escalated' },
  'device.offline': { id: 'webhooks.kind.deviceOffline', defaultMessage: 'Device offline' },
} satisfies Record<WebhookKind, MessageDescriptor>);

export const outcomeMessages = defineMessages({
  delivered: { id: 'webhooks.outcome.delivered', defaultMessage: 'Delivered' },
  failed: { id: 'webhooks.outcome.failed', defaultMessage: 'Failed' },
  'dead-lettered': { id: 'webhooks.outcome.deadLettered', defaultMessage: 'Given up' },
  sending: { id: 'webhooks.outcome.sending', defaultMessage: 'Sending' },
});
