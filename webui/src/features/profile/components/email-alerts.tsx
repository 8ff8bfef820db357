import { Alert, Button, Card, Heading, Skeleton, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { ErrorAlert } from '@/components/errors/error-alert';
import { CheckboxGroupField } from '@/components/form/checkbox-group-field';
import { useAlerts, type AlertChoices } from '../api/get-alerts';
import { useSetAlerts } from '../api/set-alerts';
import { alertKindMessages, profileMessages as m } from '../messages';

const known = (kind: string): kind is keyof typeof alertKindMessages => Object.hasOwn(alertKindMessages, kind);

/** A note beside the choice: why a chosen kind may not be mailed after all. */
function Note({ text }: { text: string }) {
  return (
    <Alert.Root status="info">
      <Alert.Indicator />
      <Alert.Title fontWeight="normal">{text}</Alert.Title>
    </Alert.Root>
  );
}

/** The boxes, started from the saved choice; Save replaces it. */
function ChoiceForm({ choices, hasEmail, save }: { choices: AlertChoices; hasEmail: boolean; save: ReturnType<typeof useSetAlerts> }) {
  const intl = useIntl();
  const [chosen, setChosen] = useState<string[]>(choices.email);
  const options = choices.kinds.map((kind) => ({ value: kind, label: known(kind) ? intl.formatMessage(alertKindMessages[kind]) : kind }));
  return (
    <form
      aria-label={intl.formatMessage(m.alertsTitle)}
      onSubmit={(event) => {
        event.preventDefault();
        save.mutate(chosen);
      }}
    >
      <Stack gap="4">
        {!hasEmail && <Note text={intl.formatMessage(m.noEmail)} />}
        {!choices.mailing && <Note text={intl.formatMessage(m.notMailing)} />}
        {save.isSuccess && (
          <Alert.Root status="success" role="status">
            <Alert.Indicator />
            <Alert.Title>{intl.formatMessage(m.alertsSaved)}</Alert.Title>
          </Alert.Root>
        )}
        {save.error ? <ErrorAlert error={save.error} /> : null}
        <CheckboxGroupField
          legend={intl.formatMessage(m.alertKinds)}
          name="email"
          options={options}
          value={chosen}
          onChange={(next) => {
            save.reset();
            setChosen(next);
          }}
        />
        <Button type="submit" colorPalette="teal" loading={save.isPending} alignSelf="flex-start">
          {intl.formatMessage(m.saveAlerts)}
        </Button>
      </Stack>
    </form>
  );
}

/**
 * "Alerts by e-mail" of the profile: a box per kind of notification, saved with
 * PUT /api/profile/alerts; notes where nothing can be mailed (no address, no mail server).
 */
export function EmailAlerts({ hasEmail }: { hasEmail: boolean }) {
  const intl = useIntl();
  const { data, error, refetch } = useAlerts();
  // Held here: the saved choice loads again and starts the boxes afresh, the "saved" note stays.
  const save = useSetAlerts();
  return (
    <Card.Root mt="6" maxW="2xl">
      <Card.Body>
        <Stack gap="4">
          <Stack gap="1">
            <Heading as="h2" size="md">
              {intl.formatMessage(m.alertsTitle)}
            </Heading>
            <Text fontSize="sm" color="fg.muted">
              {intl.formatMessage(m.alertsHint)}
            </Text>
          </Stack>
          {error ? (
            <ErrorAlert error={error} onRetry={() => void refetch()} />
          ) : data ? (
            <ChoiceForm key={data.email.join(',')} choices={data} hasEmail={hasEmail} save={save} />
          ) : (
            <Skeleton height="24" />
          )}
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}
