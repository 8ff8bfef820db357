import { Stack, Text } from '@chakra-ui/react';
import { useQueries } from '@tanstack/react-query';
import { useIntl } from 'react-intl';
import { getListTotalQueryOptions } from '@/api/get-list-total';
import { paths } from '@/config/paths';
import { useDeviceSample } from '../api/get-device-sample';
import { dashboardMessages as m } from '../messages';
import type { ConnectionStatus } from '../types';
import { Figures, Widget, WidgetSkeleton } from './widget';

const STATUSES: readonly ConnectionStatus[] = ['ONLINE', 'OFFLINE', 'UNKNOWN'];

/** Devices online, offline and unknown (list totals), low battery and weak signal (a sample page). */
export function DevicesWidget() {
  const intl = useIntl();
  const totals = useQueries({
    queries: STATUSES.map((status) => getListTotalQueryOptions('devices', [`status:"${status}"`])),
  });
  const sampleQuery = useDeviceSample();
  const title = intl.formatMessage(m.devices);
  if (sampleQuery.isPending || totals.some((total) => total.isPending)) return <WidgetSkeleton title={title} />;
  const [online, offline, unknown] = totals.map((total) => total.data ?? null);
  const sample = sampleQuery.data ?? null;
  const count = (key: 'battery' | 'signal', wanted: string) => (sample ? sample.items.filter((device) => device[key] === wanted).length : null);
  return (
    <Widget title={title} to={paths.devicesTable}>
      <Stack gap="3">
        <Figures
          figures={[
            { key: 'online', label: intl.formatMessage(m.online), value: online, palette: 'green' },
            { key: 'offline', label: intl.formatMessage(m.offline), value: offline, palette: 'red' },
            { key: 'unknown', label: intl.formatMessage(m.unknown), value: unknown },
            { key: 'lowBattery', label: intl.formatMessage(m.lowBattery), value: count('battery', 'low'), palette: 'red' },
            { key: 'weakSignal', label: intl.formatMessage(m.weakSignal), value: count('signal', 'weak'), palette: 'orange' },
          ]}
        />
        {sample && sample.total > sample.items.length && (
          <Text fontSize="sm" color="fg.muted">
            {intl.formatMessage(m.sampleNote, { count: sample.items.length, total: sample.total })}
          </Text>
        )}
      </Stack>
    </Widget>
  );
}
