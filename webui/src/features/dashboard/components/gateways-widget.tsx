import { Stack } from '@chakra-ui/react';
import { useIntl } from 'react-intl';
import { Hint } from '@/components/hint';
import { dashboardMessages as m } from '../messages';
import type { Overview } from '../types';
import { Figures, Widget } from './widget';

/** Gateways connected and disconnected, as the overview counts them. */
export function GatewaysWidget({ gateways }: { gateways: NonNullable<Overview['gateways']> }) {
  const intl = useIntl();
  const none = (gateways.connected ?? 0) + (gateways.disconnected ?? 0) === 0;
  return (
    <Widget title={intl.formatMessage(m.gateways)}>
      <Stack gap="3">
        <Figures
          columns={2}
          figures={[
            { key: 'connected', label: intl.formatMessage(m.connected), value: gateways.connected, palette: 'green' },
            { key: 'disconnected', label: intl.formatMessage(m.disconnected), value: gateways.disconnected, palette: 'red' },
          ]}
        />
        {none && (
          <Hint>{intl.formatMessage(m.noGateways)}</Hint>
        )}
      </Stack>
    </Widget>
  );
}
