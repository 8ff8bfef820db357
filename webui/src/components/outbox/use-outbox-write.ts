import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useIntl } from 'react-intl';
import { ApiError, type ErrorParams } from '@/lib/api-error';
import { dismiss, startOutbox, submitWrite, type Submitted } from '@/lib/outbox/outbox';
import type { WriteOutcome, WriteRequest } from '@/lib/outbox/types';
import { CHANGES } from '@/lib/outbox/writes';
import { toaster } from '../ui/toaster';
import { outboxMessages as m } from './messages';

/** The server's refusal of a write, as the screens show any failed call. */
export function outcomeError(outcome: WriteOutcome): ApiError {
  return new ApiError(outcome.status ?? 400, outcome.message ?? '', {
    code: outcome.code ?? null,
    violations: (outcome.violations ?? []).map((violation) => ({
      field: violation.field ?? '',
      message: violation.message ?? '',
      code: violation.code ?? null,
      params: (violation.params ?? {}) as ErrorParams,
    })),
    fromServer: true,
  });
}

/**
 * Sends a write through the outbox, so it carries an Idempotency-Key and waits on the phone
 * when there is no network ("saved on this phone" is said). A refusal of the write just made
 * is thrown as an ApiError for the screen to show (a form its fields); a conflict (resolved
 * first by someone else) stays in the list of outcomes with who and when.
 */
export function useOutboxWrite() {
  const intl = useIntl();
  const queryClient = useQueryClient();
  const mutation = useMutation({ mutationFn: submitWrite, networkMode: 'always' });
  const send = async (request: WriteRequest): Promise<Submitted> => {
    const fate = await mutation.mutateAsync(request);
    // What waits is sent later, when the network is back.
    if (fate.state === 'queued') startOutbox(queryClient);
    // Sent, or refused because the records changed meanwhile: what it touches loads again.
    if (fate.state !== 'queued') for (const queryKey of CHANGES[request.kind]) void queryClient.invalidateQueries({ queryKey });
    if (fate.state === 'queued') toaster.create({ type: 'info', title: intl.formatMessage(m.queuedToast) });
    if (fate.state === 'rejected') {
      await dismiss(fate.outcome.id);
      throw outcomeError(fate.outcome);
    }
    return fate;
  };
  return { send, isPending: mutation.isPending };
}
