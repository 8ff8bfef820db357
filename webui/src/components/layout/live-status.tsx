import { Box } from '@chakra-ui/react';
import { useAtomValue } from 'jotai';
import { useIntl } from 'react-intl';
import { liveStatusAtom } from '@/lib/live';
import { layoutMessages } from './messages';

/** A dot in the header: green while the screens update themselves, amber while the stream is being opened. */
export function LiveStatus() {
  const intl = useIntl();
  const status = useAtomValue(liveStatusAtom);
  if (status === 'off') return null;
  const live = status === 'live';
  const label = intl.formatMessage(live ? layoutMessages.liveOn : layoutMessages.liveReconnecting);
  return (
    <Box
      as="span"
      role="img"
      aria-label={label}
      title={label}
      data-status={status}
      display="inline-block"
      boxSize="2"
      mx="2"
      flexShrink={0}
      rounded="full"
      bg={live ? 'green.solid' : 'orange.solid'}
    />
  );
}
