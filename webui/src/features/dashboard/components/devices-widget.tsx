import { useIntl } from 'react-intl';
import { dashboardMessages as m } from '../messages';
import type { Overview } from '../types';
import { Figures, Widget } from './widget';

/** Devices online, offline and unknown, with low battery and weak signal: all counted on the server. */
export function DevicesWidget({ devices, to }: { devices: NonNullable<Overview['devices']>; to?: string }) {
  const intl = useIntl();
  return (
    <Widget title={intl.formatMessage(m.devices)} to={to}>
      <Figures
        figures={[
          { key: 'online', label: intl.formatMessage(m.online), value: devices.online, palette: 'green' },
          { key: 'offline', label: intl.formatMessage(m.offline), value: devices.offline, palette: 'red' },
          { key: 'unknown', label: intl.formatMessage(m.unknown), value: devices.unknown },
          { key: 'lowBattery', label: intl.formatMessage(m.lowBattery), value: devices.lowBattery, palette: 'red' },
          { key: 'weakSignal', label: intl.formatMessage(m.weakSignal), value: devices.weakSignal, palette: 'orange' },
        ]}
      />
    </Widget>
  );
}
