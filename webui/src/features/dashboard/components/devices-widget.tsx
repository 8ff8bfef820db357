import { Stack, Text } from '@chakra-ui/react';
import { useIntl } from 'react-intl';
import { paths } from '@/config/paths';
import { useQuery } from '@/lib/use-query';
import { getDeviceSample } from '../api/get-device-sample';
import { getDevicesByStatusTotal } from '../api/get-devices-by-status-total';
import { dashboardMessages as m } from '../messages';
import { Figures, Widget, WidgetSkeleton } from './widget';

const value = <T,>(result: PromiseSettledResult<T>) => (result.status === 'fulfilled' ? result.value : null);

/** Devices online, offline and unknown (list totals), low battery and weak signal (a sample page). */
export function DevicesWidget() {
  const intl = useIntl();
  const { data } = useQuery('dashboard-devices', (signal) =>
    Promise.allSettled([
      getDevicesByStatusTotal('ONLINE', signal),
      getDevicesByStatusTotal('OFFLINE', signal),
      getDevicesByStatusTotal('UNKNOWN', signal),
      getDeviceSample(signal),
    ]),
  );
  const title = intl.formatMessage(m.devices);
  if (!data) return <WidgetSkeleton title={title} />;
  const [online, offline, unknown, sampleResult] = data;
  const sample = value(sampleResult);
  const count = (key: 'battery' | 'signal', wanted: string) => (sample ? sample.items.filter((device) => device[key] === wanted).length : null);
  return (
    <Widget title={title} to={paths.devicesTable}>
      <Stack gap="3">
        <Figures
          figures={[
            { key: 'online', label: intl.formatMessage(m.online), value: value(online), palette: 'green' },
            { key: 'offline', label: intl.formatMessage(m.offline), value: value(offline), palette: 'red' },
            { key: 'unknown', label: intl.formatMessage(m.unknown), value: value(unknown) },
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
