import { Box, Circle, Float, IconButton } from '@chakra-ui/react';
import { useAtomValue } from 'jotai';
import { useEffect } from 'react';
import { LuBell } from 'react-icons/lu';
import { useIntl } from 'react-intl';
import { Link as RouterLink } from 'react-router';
import { paths } from '@/config/paths';
import { useQuery } from '@/lib/use-query';
import { getUnreadCount } from '../api/get-unread-count';
import { notificationMessages as m } from '../messages';
import { notificationsVersionAtom } from '../unread-atom';

/** How often the bell asks for the unread count while the page is visible. */
export const POLL_MS = 30_000;

/** The header bell: links to the notifications and shows how many are unread. */
export function NotificationsBell() {
  const intl = useIntl();
  const version = useAtomValue(notificationsVersionAtom);
  const { data: count, reload } = useQuery(['unread-notifications', version], (signal) => getUnreadCount(signal));

  useEffect(() => {
    const visible = () => document.visibilityState === 'visible';
    const timer = window.setInterval(() => {
      if (visible()) reload();
    }, POLL_MS);
    const onVisibility = () => {
      if (visible()) reload();
    };
    document.addEventListener('visibilitychange', onVisibility);
    return () => {
      window.clearInterval(timer);
      document.removeEventListener('visibilitychange', onVisibility);
    };
  }, [reload]);

  const unread = count ?? 0;
  const label = unread > 0 ? intl.formatMessage(m.bellUnread, { count: unread }) : intl.formatMessage(m.bell);
  return (
    <Box position="relative">
      <IconButton asChild aria-label={label} variant="ghost" size="md">
        <RouterLink to={paths.notificationsTable}>
          <LuBell />
        </RouterLink>
      </IconButton>
      {unread > 0 && (
        <Float placement="top-end" offset="2" pointerEvents="none">
          <Circle size="5" bg="red.solid" color="white" fontSize="2xs" fontWeight="bold" aria-hidden data-testid="unread-badge">
            {unread > 99 ? '99+' : unread}
          </Circle>
        </Float>
      )}
    </Box>
  );
}
