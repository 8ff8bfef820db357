import { flushOutbox, type FlushResult } from './flush';
import { OUTBOX_CHANNEL } from './names';
import { readSender } from './store';

/**
 * The service worker's flush (Background Sync): as the account the page last signed in with,
 * with its stored token. A 401 leaves the writes for the page, which can renew the session.
 * Rejects while writes remain, so the browser tries again later.
 */
export async function flushFromWorker(): Promise<FlushResult | null> {
  const sender = await readSender();
  if (!sender) return null;
  const result = await flushOutbox({ accountId: sender.accountId, token: () => Promise.resolve(sender.accessToken) }, { force: true });
  if (result.fates.length > 0) {
    const channel = new BroadcastChannel(OUTBOX_CHANNEL);
    channel.postMessage('changed');
    channel.close();
  }
  if (result.remaining > 0 && result.stoppedBy !== 'signed-out') throw new Error(`${result.remaining} writes still waiting`);
  return result;
}
