import { Card, Field, NativeSelect, Stack, Text } from '@chakra-ui/react';
import { useAtom } from 'jotai';
import { useIntl } from 'react-intl';
import { PageHeader } from '@/components/page-header';
import { ianaZoneOf, isTimezone, TIMEZONES } from '@/config/locale';
import { timezoneAtom } from '@/lib/session-atoms';
import { settingsMessages as m } from '../messages';

/** UTC-11 … UTC+13, stored under `timezone`. */
export function TimezoneRoute() {
  const intl = useIntl();
  const [timezone, setTimezone] = useAtom(timezoneAtom);
  const now = intl.formatDate(new Date(), { dateStyle: 'medium', timeStyle: 'short', timeZone: ianaZoneOf(timezone) });
  return (
    <>
      <PageHeader title={intl.formatMessage(m.timezoneTitle)} description={intl.formatMessage(m.timezoneDescription)} />
      <Card.Root maxW="md">
        <Card.Body>
          <Stack gap="3">
            <Field.Root>
              <Field.Label>{intl.formatMessage(m.timezoneLabel)}</Field.Label>
              <NativeSelect.Root>
                <NativeSelect.Field
                  value={timezone}
                  onChange={(event) => {
                    if (isTimezone(event.target.value)) setTimezone(event.target.value);
                  }}
                >
                  {TIMEZONES.map((zone) => (
                    <option key={zone} value={zone}>
                      {zone}
                    </option>
                  ))}
                </NativeSelect.Field>
                <NativeSelect.Indicator />
              </NativeSelect.Root>
            </Field.Root>
            <Text fontSize="sm" color="fg.muted">
              {intl.formatMessage(m.timezoneExample, { time: now })}
            </Text>
          </Stack>
        </Card.Body>
      </Card.Root>
    </>
  );
}
