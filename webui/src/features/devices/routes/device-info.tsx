import { Badge, HStack, Link, SimpleGrid, Stack, Table, Text } from '@chakra-ui/react';
import { useIntl } from 'react-intl';
import { Details } from '@/components/details';
import { DueText } from '@/components/forecast/due-text';
import { commonMessages } from '@/components/messages';
import { RecordInfoPage } from '@/components/record/record-page';
import { useIdParam } from '@/components/record/record-state';
import { formatShare } from '@/components/reports/duration';
import { SectionCard } from '@/components/section-card';
import { useDateTimeFormat } from '@/lib/format';
import { useCatalogue } from '@/lib/use-catalogue';
import { useDeleteDevice } from '../api/delete-device';
import { useDevice } from '../api/get-device';
import { BatteryBadge, HealthBadge, LevelText, SignalBadge, StatusBadge } from '../components/device-badges';
import { DeviceSeriesCharts } from '../components/device-series-charts';
import { deviceSeriesMessages } from '../components/device-series-messages';
import { deviceMessages as m, kpiMessages } from '../messages';
import type { Device, DeviceReadings } from '../types';
import { deviceRoutes } from './device-routes';

const READING_KEYS: (keyof DeviceReadings)[] = [
  'peopleCounter',
  'pulseCounter',
  'waterMeter',
  'humidity',
  'temperature',
  'range',
  'digitalInput',
  'proximity',
];

type DeviceLocation = NonNullable<Device['location']>;

/** Where the device's latest reading with a location put it, with a map of the spot. */
function LocationText({ location }: { location: DeviceLocation }) {
  const intl = useIntl();
  const { latitude, longitude } = location;
  const number = (value: number) => intl.formatNumber(value, { maximumFractionDigits: 6 });
  const more = [
    location.altitude != null && intl.formatMessage(m.altitudeValue, { value: number(location.altitude) }),
    location.heading != null && intl.formatMessage(m.headingValue, { value: number(location.heading) }),
    location.speed != null && intl.formatMessage(m.speedValue, { value: number(location.speed) }),
  ].filter((part): part is string => Boolean(part));
  const map = `https://www.openstreetmap.org/?mlat=${latitude}&mlon=${longitude}#map=18/${latitude}/${longitude}`;
  return (
    <Stack gap="0" as="span">
      <HStack gap="3" wrap="wrap" as="span">
        <Text as="span" fontFamily="mono">
          {intl.formatMessage(deviceSeriesMessages.locationValue, { latitude: number(latitude), longitude: number(longitude) })}
        </Text>
        <Link href={map} target="_blank" rel="noreferrer" color="teal.fg" fontSize="sm">
          {intl.formatMessage(deviceSeriesMessages.openMap)}
        </Link>
      </HStack>
      {more.length > 0 && (
        <Text as="span" color="fg.muted" fontSize="sm">
          {intl.formatList(more, { type: 'unit' })}
        </Text>
      )}
    </Stack>
  );
}

/** Named values (`[key, name, value]`) as a definition list, or `empty` when there are none. */
function Pairs({ pairs, empty }: { pairs: [string, string, string][]; empty: string }) {
  if (pairs.length === 0) return <Text color="fg.muted">{empty}</Text>;
  return (
    <Stack gap="1" as="dl">
      {pairs.map(([key, name, value]) => (
        <HStack key={key} justify="space-between">
          <Text as="dt" color="fg.muted" fontSize="sm">
            {name}
          </Text>
          <Text as="dd">{value}</Text>
        </HStack>
      ))}
    </Stack>
  );
}

/**
 * When the device's consumable runs out (or its bin fills), from its readings since the last
 * refill; only a level device's page shows it, and says so while too few readings came.
 */
function ForecastDetails({ device }: { device: Device }) {
  const intl = useIntl();
  const forecast = device.forecast;
  if (forecast === undefined || (forecast === null && device.level == null)) return null;
  const title = intl.formatMessage(m.forecast);
  if (forecast === null) return <Details title={title} items={[{ label: intl.formatMessage(m.forecastDue), value: intl.formatMessage(m.forecastNone) }]} />;
  const due = device.type === 'bin-full' ? m.forecastDueBin : m.forecastDueConsumable;
  const rate = intl.formatNumber(forecast.ratePerHour, { maximumFractionDigits: 2, signDisplay: 'exceptZero' });
  return (
    <Details
      title={title}
      items={[
        { label: intl.formatMessage(due), value: <DueText dueAt={forecast.dueAt} /> },
        { label: intl.formatMessage(m.forecastLevel), value: <LevelText level={forecast.level} /> },
        { label: intl.formatMessage(m.forecastRate), value: intl.formatMessage(m.forecastRateValue, { rate }) },
        { label: intl.formatMessage(m.forecastReadings), value: intl.formatNumber(forecast.readings) },
      ]}
    />
  );
}

function DeviceSections({ device }: { device: Device }) {
  const intl = useIntl();
  const formatDateTime = useDateTimeFormat();
  const catalogue = useCatalogue();
  const readings = READING_KEYS.filter((key) => device.readings?.[key] != null);
  const kpi = Object.entries(device.kpiParameters ?? {});
  const accessories = device.accessories ?? [];
  const labelOf = (key: string) => (key in kpiMessages ? intl.formatMessage(kpiMessages[key as keyof typeof kpiMessages]) : key);
  const { uri, location } = device;
  const uptimeText = (share: number | null) => (
    <Text as="span" title={intl.formatMessage(m.uptimeHint)}>
      {formatShare(intl, share) ?? intl.formatMessage(m.uptimeNone)}
    </Text>
  );
  return (
    <Stack gap="4">
      <Details
        title={intl.formatMessage(m.liveState)}
        items={[
          { label: intl.formatMessage(m.status), value: <StatusBadge status={device.status} /> },
          ...(device.offlineReason
            ? [{ label: intl.formatMessage(m.offlineReason), value: intl.formatMessage(device.offlineReason === 'gateway-silent' ? m.offlineGatewaySilent : m.offlineSilent) }]
            : []),
          { label: intl.formatMessage(m.health), value: <HealthBadge health={device.health} /> },
          { label: intl.formatMessage(m.battery), value: <BatteryBadge battery={device.battery} voltage={device.batteryVoltage} /> },
          { label: intl.formatMessage(m.signal), value: <SignalBadge signal={device.signal} rssi={device.rssi} /> },
          { label: intl.formatMessage(m.level), value: <LevelText level={device.level} /> },
          { label: intl.formatMessage(m.lastUpdate), value: formatDateTime(device.lastUpdate) },
          ...(device.uptime
            ? [
                { label: intl.formatMessage(m.uptime7Days), value: uptimeText(device.uptime.last7Days) },
                { label: intl.formatMessage(m.uptime30Days), value: uptimeText(device.uptime.last30Days) },
              ]
            : []),
        ]}
      />
      <ForecastDetails device={device} />
      <Details
        title={intl.formatMessage(m.details)}
        items={[
          { label: intl.formatMessage(m.type), value: catalogue.deviceType(device.type, device.typeTitle) },
          { label: intl.formatMessage(m.deviceId), value: <Text as="span" fontFamily="mono">{device.deviceId}</Text> },
          { label: intl.formatMessage(m.landlord), value: device.landlordName ?? '—' },
          { label: intl.formatMessage(m.building), value: device.buildingName ?? '—' },
          { label: intl.formatMessage(m.floor), value: device.floorLabel ?? '—' },
          { label: intl.formatMessage(m.facility), value: device.facilityName ?? intl.formatMessage(m.notPlaced) },
          { label: intl.formatMessage(m.description), value: device.description || '—' },
          { label: intl.formatMessage(m.reportingInterval), value: intl.formatMessage(m.reportingIntervalValue, { seconds: device.reportingIntervalSeconds }) },
          ...(uri
            ? [{ label: intl.formatMessage(deviceSeriesMessages.uri), value: <Text as="span" fontFamily="mono" wordBreak="break-all">{uri}</Text> }]
            : []),
          ...(location ? [{ label: intl.formatMessage(deviceSeriesMessages.location), value: <LocationText location={location} /> }] : []),
          ...(device.meterAdjustment ? [{ label: intl.formatMessage(m.meterAdjustment), value: intl.formatNumber(device.meterAdjustment) }] : []),
          { label: intl.formatMessage(commonMessages.createdAt), value: formatDateTime(device.createdAt) },
          { label: intl.formatMessage(m.updatedAt), value: formatDateTime(device.updatedAt) },
        ]}
      />
      <SimpleGrid columns={{ base: 1, lg: 3 }} gap="4">
        <SectionCard title={intl.formatMessage(m.readings)}>
          <Pairs
            empty={intl.formatMessage(m.noReadings)}
            pairs={readings.map((key) => [key, intl.formatMessage(m[key]), intl.formatNumber(device.readings?.[key] ?? 0)])}
          />
        </SectionCard>
        <SectionCard title={intl.formatMessage(m.kpiParameters)}>
          <Pairs
            empty={intl.formatMessage(m.noKpi)}
            pairs={kpi.map(([key, value]) => [key, labelOf(key), typeof value === 'number' ? intl.formatNumber(value) : labelOf(String(value))])}
          />
        </SectionCard>
        <SectionCard title={intl.formatMessage(m.accessories)}>
          {accessories.length === 0 ? (
            <Text color="fg.muted">{intl.formatMessage(m.noAccessories)}</Text>
          ) : (
            <Table.Root size="sm">
              <Table.Header>
                <Table.Row>
                  <Table.ColumnHeader>{intl.formatMessage(m.accessoryName)}</Table.ColumnHeader>
                  <Table.ColumnHeader textAlign="end">{intl.formatMessage(m.quantity)}</Table.ColumnHeader>
                </Table.Row>
              </Table.Header>
              <Table.Body>
                {accessories.map((accessory, index) => (
                  <Table.Row key={`${accessory.name}-${index}`}>
                    <Table.Cell>{accessory.name}</Table.Cell>
                    <Table.Cell textAlign="end">
                      <Badge variant="surface">{intl.formatNumber(accessory.quantity)}</Badge>
                    </Table.Cell>
                  </Table.Row>
                ))}
              </Table.Body>
            </Table.Root>
          )}
        </SectionCard>
      </SimpleGrid>
      <DeviceSeriesCharts deviceId={device.id} />
    </Stack>
  );
}

export function DeviceInfoRoute() {
  const deviceId = useIdParam('deviceId');
  const query = useDevice(deviceId);
  const device = query.data;
  const deleteDevice = useDeleteDevice();
  const catalogue = useCatalogue();

  return (
    <RecordInfoPage
      routes={deviceRoutes}
      name={(device) => device.name}
      description={device ? catalogue.deviceType(device.type, device.typeTitle) : undefined}
      onDelete={() => deleteDevice.mutateAsync(deviceId)}
      id={deviceId}
      query={query}
    >
      {(device) => <DeviceSections device={device} />}
    </RecordInfoPage>
  );
}
