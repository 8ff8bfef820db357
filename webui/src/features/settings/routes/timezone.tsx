import { Card, Field, NativeSelect, Stack, Text } from '@chakra-ui/react';
import { useAtom } from 'jotai';
import { useIntl } from 'react-intl';
import { PageHeader } from '@/components/page-header';
import { browserZone, ianaZoneOf, isTimezone, namedZonesOffered, TIMEZONES } from '@/config/locale';
import { timezoneAtom } from '@/lib/session-atoms';
import { settingsMessages as m } from '../messages';

/** UTC-11 … UTC+13, and named zones (the browser's own first), which follow daylight saving; stored under `timezone`. */
export function TimezoneRoute() {
  const intl = useIntl();
  const [timezone, setTimezone] = useAtom(timezoneAtom);
  const own = browserZone();
  // A zone chosen on another device, or from a longer list before, stays offered.
  const named = namedZonesOffered();
  if (!TIMEZONES.includes(timezone) && !named.includes(timezone)) named.unshift(timezone);
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
                  <optgroup label={intl.formatMessage(m.timezoneOffsets)}>
                    {TIMEZONES.map((zone) => (
                      <option key={zone} value={zone}>
                        {zone}
                      </option>
                    ))}
                  </optgroup>
                  <optgroup label={intl.formatMessage(m.timezoneNamed)}>
                    {/* An IANA name is an identifier, the same in every language. */}
                    {named.map((zone) => (
                      <option key={zone} value={zone} translate="no">
                        {zone === own ? intl.formatMessage(m.timezoneThisDevice, { zone }) : zone}
                      </option>
                    ))}
                  </optgroup>
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
