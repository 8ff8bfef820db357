import { Badge, HStack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { useIntl, type MessageDescriptor } from 'react-intl';
import { deviceMessages as m } from '../messages';

/** Each word a state comes in: its text and its badge's colour. */
type Kinds = Record<string, { label: MessageDescriptor; palette: string }>;

const STATUS: Kinds = { online: { label: m.online, palette: 'green' }, offline: { label: m.offline, palette: 'red' }, unknown: { label: m.unknown, palette: 'gray' } };
const HEALTH: Kinds = { healthy: { label: m.healthy, palette: 'green' }, warning: { label: m.warning, palette: 'orange' }, alert: { label: m.alert, palette: 'red' } };
const BATTERY: Kinds = { charged: { label: m.charged, palette: 'green' }, low: { label: m.low, palette: 'red' } };
const SIGNAL: Kinds = { good: { label: m.good, palette: 'green' }, weak: { label: m.weak, palette: 'orange' } };

/** A state as a coloured badge in the user's language; one this console does not know as the server says it. */
function Known({ value, kinds }: { value: string | null | undefined; kinds: Kinds }) {
  const intl = useIntl();
  if (!value) return <Text as="span" color="fg.muted">—</Text>;
  const kind = kinds[value.toLowerCase()];
  return <Badge colorPalette={kind?.palette ?? 'gray'}>{kind ? intl.formatMessage(kind.label) : value}</Badge>;
}

/** ONLINE / OFFLINE / UNKNOWN. */
export function StatusBadge({ status }: { status: string | null | undefined }) {
  return <Known value={status} kinds={STATUS} />;
}

export function HealthBadge({ health }: { health: string | null | undefined }) {
  return <Known value={health} kinds={HEALTH} />;
}

/** A badge with the reading it stands for after it, in small print ("3.1 V"), when there is one. */
function WithReading({ badge, reading }: { badge: ReactNode; reading: string | null }) {
  return (
    <HStack gap="1" wrap="nowrap">
      {badge}
      {reading !== null && (
        <Text as="span" fontSize="xs" color="fg.muted" whiteSpace="nowrap">
          {reading}
        </Text>
      )}
    </HStack>
  );
}

export function BatteryBadge({ battery, voltage }: { battery: string | null | undefined; voltage?: number | null }) {
  const intl = useIntl();
  return (
    <WithReading
      badge={<Known value={battery} kinds={BATTERY} />}
      reading={voltage != null ? `${intl.formatNumber(voltage, { maximumFractionDigits: 2 })} V` : null}
    />
  );
}

export function SignalBadge({ signal, rssi }: { signal: string | null | undefined; rssi?: number | null }) {
  const intl = useIntl();
  return (
    <WithReading
      badge={<Known value={signal} kinds={SIGNAL} />}
      reading={rssi != null ? `${intl.formatNumber(rssi)} dBm` : null}
    />
  );
}

export function LevelText({ level }: { level: number | null | undefined }) {
  const intl = useIntl();
  if (level == null) return <Text as="span" color="fg.muted">—</Text>;
  return <Text as="span">{intl.formatNumber(level / 100, { style: 'percent', maximumFractionDigits: 1 })}</Text>;
}
