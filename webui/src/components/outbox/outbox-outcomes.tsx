import { Alert, CloseButton, Stack } from '@chakra-ui/react';
import { useIntl } from 'react-intl';
import { useErrorText } from '@/components/errors/error-alert';
import { ApiError } from '@/lib/api-error';
import { useDateTimeFormat } from '@/lib/format';
import type { WriteOutcome } from '@/lib/outbox/types';
import { outboxActions, useOutbox } from '@/lib/outbox/snapshot';
import { outboxMessages as m } from './messages';

function Outcome({ outcome }: { outcome: WriteOutcome }) {
  const intl = useIntl();
  const formatDateTime = useDateTimeFormat();
  const errorText = useErrorText();
  const conflict = outcome.outcome === 'conflict';
  const description = conflict
    ? outcome.resolvedByName || outcome.resolvedAt
      ? intl.formatMessage(m.conflictBy, { name: outcome.resolvedByName ?? '—', time: formatDateTime(outcome.resolvedAt) })
      : intl.formatMessage(m.conflictUnknown)
    : errorText(new ApiError(outcome.status ?? 400, outcome.message ?? '', { code: outcome.code ?? null, fromServer: true }));
  return (
    <Alert.Root status={conflict ? 'info' : 'warning'} role="status" alignItems="flex-start">
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>{intl.formatMessage(conflict ? m.conflictTitle : m.rejectedTitle, { label: outcome.label })}</Alert.Title>
        <Alert.Description>{description}</Alert.Description>
      </Alert.Content>
      <CloseButton size="sm" aria-label={intl.formatMessage(m.dismiss)} onClick={() => void outboxActions().then(({ dismiss }) => dismiss(outcome.id))} />
    </Alert.Root>
  );
}

/** Writes the server did not take: someone resolved the issue first, or a refusal; each dismissible. */
export default function OutboxOutcomes() {
  const { outcomes } = useOutbox();
  if (outcomes.length === 0) return null;
  return (
    <Stack gap="2" mb="4">
      {outcomes.map((outcome) => (
        <Outcome key={outcome.id} outcome={outcome} />
      ))}
    </Stack>
  );
}
