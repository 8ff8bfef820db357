import { Box, Button, Stack, Text } from '@chakra-ui/react';
import { useAtomValue } from 'jotai';
import { useId, useState } from 'react';
import { useIntl } from 'react-intl';
import { ianaZoneOf } from '@/config/locale';
import { useDateTimeFormat } from '@/lib/format';
import { roleAtom, timezoneAtom } from '@/lib/session-atoms';
import { Hint } from '../hint';
import { historyMessages as m } from './messages';
import { namer, type RecordNames } from './names';
import type { NameOf, Piece, SentenceContext } from './pieces';
import { Sentence } from './sentence';

/** An event as recorded: what an auditor checks a sentence against. */
export interface RawEvent {
  version?: number;
  type: string;
  time: string;
  actor?: string | null;
  changes?: Record<string, unknown> | null;
}

/** What reading a history needs: the language and time zone, and the records' names. */
export function useHistoryReader(names: RecordNames | undefined): { ctx: SentenceContext; nameOf: NameOf } {
  const intl = useIntl();
  const role = useAtomValue(roleAtom);
  const timezone = useAtomValue(timezoneAtom);
  return { ctx: { intl, timeZone: ianaZoneOf(timezone) }, nameOf: namer(intl, names, role) };
}

const raw = (value: unknown): string => {
  if (value === null || value === undefined || value === '') return '—';
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
};

function RawEventDetails({ entry, id }: { entry: RawEvent; id: string }) {
  const intl = useIntl();
  const changes = Object.entries(entry.changes ?? {});
  // The event as stored, in the API's own words: marked so that nothing translates them
  // (a plain span: on a Chakra box `translate` is a style property).
  const row = (label: string, value: string, rawLabel = false) => (
    <Text key={label}>
      <Box as="dt" display="inline" color="fg.muted">
        {rawLabel ? <span translate="no">{label}</span> : label}:
      </Box>{' '}
      <Box as="dd" display="inline" fontFamily="mono" wordBreak="break-word">
        <span translate="no">{value}</span>
      </Box>
    </Text>
  );
  return (
    <Box id={id} as="dl" fontSize="sm" mt="1" ps="3" borderStartWidth="1px" aria-label={intl.formatMessage(m.rawTitle)}>
      {row(intl.formatMessage(m.rawType), entry.type)}
      {row(intl.formatMessage(m.rawVersion), raw(entry.version))}
      {row(intl.formatMessage(m.rawTime), entry.time)}
      {row(intl.formatMessage(m.rawActor), raw(entry.actor))}
      {changes.length === 0
        ? row(intl.formatMessage(m.rawChanges), intl.formatMessage(m.rawNoChanges))
        : changes.map(([field, value]) => row(field, raw(value), true))}
    </Box>
  );
}

/** One event as a sentence, with its time in the reader's zone; the raw event a click away. */
export function EventLine({ sentence, nameOf, entry }: { sentence: Piece; nameOf: NameOf; entry: RawEvent }) {
  const intl = useIntl();
  const formatDateTime = useDateTimeFormat();
  const [open, setOpen] = useState(false);
  const rawId = useId();
  return (
    <Stack gap="0.5" minW="0">
      <Text>
        <Sentence piece={sentence} nameOf={nameOf} />
      </Text>
      <Hint>
        <time dateTime={entry.time}>{formatDateTime(entry.time)}</time> ·{' '}
        <Button variant="plain" size="xs" px="0" h="auto" color="teal.fg" aria-expanded={open} aria-controls={rawId} onClick={() => setOpen(!open)}>
          {intl.formatMessage(m.showRaw)}
        </Button>
      </Hint>
      {open && <RawEventDetails entry={entry} id={rawId} />}
    </Stack>
  );
}
