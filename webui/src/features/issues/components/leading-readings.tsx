import { Badge, Table, Text } from '@chakra-ui/react';
import { useIntl } from 'react-intl';
import { useDateTimeFormat } from '@/lib/format';
import { issueMessages as m, readingMessages } from '../messages';
import type { LeadingReading } from '../types';

/** The device's readings up to the one that raised an issue, oldest first, that one marked. */
export function LeadingReadings({ readings }: { readings: LeadingReading[] }) {
  const intl = useIntl();
  const formatDateTime = useDateTimeFormat();
  const label = (key: string) => (key in readingMessages ? intl.formatMessage(readingMessages[key as keyof typeof readingMessages]) : key);
  const value = (v: unknown) => (typeof v === 'number' ? intl.formatNumber(v) : typeof v === 'string' ? v : JSON.stringify(v));
  return (
    <Table.ScrollArea borderWidth="1px" rounded="md">
      <Table.Root size="sm" aria-label={intl.formatMessage(m.leadingReadings)}>
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeader>{intl.formatMessage(readingMessages.seq)}</Table.ColumnHeader>
            <Table.ColumnHeader>{intl.formatMessage(readingMessages.time)}</Table.ColumnHeader>
            <Table.ColumnHeader>{intl.formatMessage(m.readingValues)}</Table.ColumnHeader>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {readings.map((reading) => (
            <Table.Row key={reading.seq} bg={reading.raisedIt ? 'teal.subtle' : undefined}>
              <Table.Cell>{reading.seq}</Table.Cell>
              <Table.Cell whiteSpace="nowrap">
                <time dateTime={reading.time}>{formatDateTime(reading.time)}</time>
              </Table.Cell>
              <Table.Cell>
                <Text as="span">
                  {Object.entries(reading.values)
                    .filter(([, v]) => v !== null && v !== undefined)
                    .map(([k, v]) => `${label(k)}: ${value(v)}`)
                    .join(' · ')}
                </Text>
                {reading.raisedIt && (
                  <Badge colorPalette="teal" ms="2">
                    {intl.formatMessage(m.raisedIt)}
                  </Badge>
                )}
              </Table.Cell>
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </Table.ScrollArea>
  );
}
