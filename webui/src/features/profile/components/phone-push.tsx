import { Alert, Card, Heading, Stack, Switch, Text } from '@chakra-ui/react';
import { useAtomValue } from 'jotai';
import { useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import { ErrorAlert } from '@/components/errors/error-alert';
import { languageAtom } from '@/lib/session-atoms';
import { browserPush, deleteSubscription, getPushKey, postSubscription, subscriptionBody, type BrowserPush } from '../api/push';
import { profileMessages as m } from '../messages';

type State = 'loading' | 'on' | 'off';

function Note({ text, status = 'info' }: { text: string; status?: 'info' | 'warning' }) {
  return (
    <Alert.Root status={status}>
      <Alert.Indicator />
      <Alert.Title fontWeight="normal">{text}</Alert.Title>
    </Alert.Root>
  );
}

/** Whether this browser is subscribed; one that is, is told to the server again (the server may have forgotten it, or it was another account's). */
function usePushState(push: BrowserPush, language: string) {
  const [state, setState] = useState<State>('loading');
  const [error, setError] = useState<unknown>(null);
  useEffect(() => {
    let live = true;
    const look = async () => {
      if (!push.supported() || push.permission() !== 'granted') return 'off';
      const held = await push.current(await getPushKey());
      if (!held) return 'off';
      await postSubscription(subscriptionBody(held, language));
      return 'on';
    };
    look().then(
      (next: State) => live && setState(next),
      (problem: unknown) => {
        if (!live) return;
        setState('off');
        setError(problem);
      },
    );
    return () => {
      live = false;
    };
  }, [push, language]);
  return { state, setState, error, setError };
}

/**
 * "Notify me on this phone" of the profile: subscribes this browser to Web Push (after the
 * browser's own permission prompt) or unsubscribes it. Where the browser has no Push the
 * switch is off and says why; the bell in the console shows every notification either way.
 */
export function PhonePush({ push = browserPush }: { push?: BrowserPush }) {
  const intl = useIntl();
  const language = useAtomValue(languageAtom);
  const { state, setState, error, setError } = usePushState(push, language);
  const [busy, setBusy] = useState(false);
  const supported = push.supported();
  const blocked = supported && push.permission() === 'denied';

  const change = async (on: boolean) => {
    setBusy(true);
    setError(null);
    try {
      if (on) {
        if ((await push.requestPermission()) !== 'granted') {
          setState('off');
          return;
        }
        const key = await getPushKey();
        const held = (await push.current(key)) ?? (await push.subscribe(key));
        await postSubscription(subscriptionBody(held, language));
        setState('on');
      } else {
        const endpoint = await push.unsubscribe();
        if (endpoint) await deleteSubscription(endpoint);
        setState('off');
      }
    } catch (problem) {
      setError(problem);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Card.Root mt="6" maxW="2xl">
      <Card.Body>
        <Stack gap="4">
          <Stack gap="1">
            <Heading as="h2" size="md">
              {intl.formatMessage(m.pushTitle)}
            </Heading>
            <Text fontSize="sm" color="fg.muted">
              {intl.formatMessage(m.pushHint)}
            </Text>
          </Stack>
          {!supported && <Note text={intl.formatMessage(m.pushUnsupported)} />}
          {blocked && <Note status="warning" text={intl.formatMessage(m.pushBlocked)} />}
          {error ? <ErrorAlert error={error} /> : null}
          <Switch.Root
            checked={state === 'on'}
            disabled={!supported || blocked || busy || state === 'loading'}
            onCheckedChange={(details) => void change(details.checked)}
            colorPalette="teal"
          >
            {/* Held to the state, so a refused prompt leaves the box unticked. */}
            <Switch.HiddenInput checked={state === 'on'} />
            <Switch.Control>
              <Switch.Thumb />
            </Switch.Control>
            <Switch.Label>{intl.formatMessage(m.pushSwitch)}</Switch.Label>
          </Switch.Root>
          {state === 'on' && <Text fontSize="sm">{intl.formatMessage(m.pushOn)}</Text>}
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}
