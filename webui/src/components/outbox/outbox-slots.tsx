import { lazy, Suspense } from 'react';
import { useOutbox } from '@/lib/outbox/snapshot';

// The layout's places for the outbox. What fills them loads only once something waits or was
// refused: most visits have nothing to send.
const OutboxPanel = lazy(() => import('./outbox-panel'));
const OutcomeList = lazy(() => import('./outbox-outcomes'));

/** "Waiting to send: N" in the top bar while writes wait on the phone; nothing when all is sent. */
export function OutboxIndicator() {
  const { writes } = useOutbox();
  if (writes.length === 0) return null;
  return (
    <Suspense fallback={null}>
      <OutboxPanel />
    </Suspense>
  );
}

/** Over the page: the writes the server did not take, with why. */
export function OutboxOutcomes() {
  const { outcomes } = useOutbox();
  if (outcomes.length === 0) return null;
  return (
    <Suspense fallback={null}>
      <OutcomeList />
    </Suspense>
  );
}
