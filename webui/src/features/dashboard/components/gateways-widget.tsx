import { Stack, Text } from '@chakra-ui/react';
import { useIntl } from 'react-intl';
import { isApiError } from '@/lib/api-error';
import { useGateways } from '../api/get-gateways';
import { dashboardMessages as m } from '../messages';
import { Figures, Widget, WidgetSkeleton } from './widget';

/** Gateways connected and disconnected; left out when the role may not see them (403). */
export function GatewaysWidget() {
  const intl = useIntl();
  const { data, error } = useGateways();
  const title = intl.formatMessage(m.gateways);
  if (isApiError(error) && error.status === 403) return null;
  if (!data && !error) return <WidgetSkeleton title={title} />;
  const connected = data ? data.filter((gateway) => gateway.status === 'connected').length : null;
  const disconnected = data ? data.length - (connected ?? 0) : null;
  return (
    <Widget title={title}>
      <Stack gap="3">
        <Figures
          columns={2}
          figures={[
            { key: 'connected', label: intl.formatMessage(m.connected), value: connected, palette: 'green' },
            { key: 'disconnected', label: intl.formatMessage(m.disconnected), value: disconnected, palette: 'red' },
          ]}
        />
        {data && data.length === 0 && (
          <Text fontSize="sm" color="fg.muted">
            {intl.formatMessage(m.noGateways)}
          </Text>
        )}
        {error ? (
          <Text fontSize="sm" color="fg.muted">
            {intl.formatMessage(m.unavailable)}
          </Text>
        ) : null}
      </Stack>
    </Widget>
  );
}
