import { Alert } from '@chakra-ui/react';
import { useIntl } from 'react-intl';
import { useConnectivity } from '@/lib/connectivity';
import { useTimeFormat } from '@/lib/format';
import { commonMessages } from '../messages';
import { offlineMessages as m } from './offline-messages';

/** While the server cannot be reached: that the page shows what was fetched before, and when. */
export function OfflineNote() {
  const intl = useIntl();
  const formatTime = useTimeFormat();
  const { offline, fetchedAt } = useConnectivity();
  if (!offline) return null;
  return (
    <Alert.Root status="warning" role="status" size="sm" mb="4" data-testid="offline-note">
      <Alert.Indicator />
      <Alert.Title>
        {fetchedAt === null ? intl.formatMessage(commonMessages.offline) : intl.formatMessage(m.offlineSince, { time: formatTime(fetchedAt) })}
      </Alert.Title>
    </Alert.Root>
  );
}
