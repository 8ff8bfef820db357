import { Badge, HStack, Text } from '@chakra-ui/react';
import { useIntl, type MessageDescriptor } from 'react-intl';
import { deviceMessages as m } from '../messages';

function Known({ value, labels, palettes }: { value: string | null | undefined; labels: Record<string, MessageDescriptor>; palettes: Record<string, string> }) {
  const intl = useIntl();
  if (!value) return <Text as="span" color="fg.muted">—</Text>;
  const key = value.toLowerCase();
  const label = labels[key] ? intl.formatMessage(labels[key]) : value;
  return <Badge colorPalette={palettes[key] ?? 'gray'}>{label}</Badge>;
}

/** ONLINE / OFFLINE / UNKNOWN. */
export function StatusBadge({ status }: { status: string | null | undefined }) {
  return (
    <Known
      value={status}
      labels={{ online: m.online, offline: m.offline, unknown: m.unknown }}
      palettes={{ online: 'green', offline: 'red', unknown: 'gray' }}
    />
  );
}

export function HealthBadge({ health }: { health: string | null | undefined }) {
  return (
    <Known
      value={health}
      labels={{ healthy: m.healthy, warning: m.warning, alert: m.alert }}
      palettes={{ healthy: 'green', warning: 'orange', alert: 'red' }}
    />
  );
}

export function BatteryBadge({ battery, voltage }: { battery: string | null | undefined; voltage?: number | null }) {
  const intl = useIntl();
  return (
    <HStack gap="1" wrap="nowrap">
      <Known value={battery} labels={{ charged: m.charged, low: m.low }} palettes={{ charged: 'green', low: 'red' }} />
      {voltage != null && (
        <Text as="span" fontSize="xs" color="fg.muted" whiteSpace="nowrap">
          {intl.formatNumber(voltage, { maximumFractionDigits: 2 })} V
        </Text>
      )}
    </HStack>
  );
}

export function SignalBadge({ signal, rssi }: { signal: string | null | undefined; rssi?: number | null }) {
  const intl = useIntl();
  return (
    <HStack gap="1" wrap="nowrap">
      <Known value={signal} labels={{ good: m.good, weak: m.weak }} palettes={{ good: 'green', weak: 'orange' }} />
      {rssi != null && (
        <Text as="span" fontSize="xs" color="fg.muted" whiteSpace="nowrap">
          {intl.formatNumber(rssi)} dBm
        </Text>
      )}
    </HStack>
  );
}

export function LevelText({ level }: { level: number | null | undefined }) {
  const intl = useIntl();
  if (level == null) return <Text as="span" color="fg.muted">—</Text>;
  return <Text as="span">{intl.formatNumber(level / 100, { style: 'percent', maximumFractionDigits: 1 })}</Text>;
}
