import { Box, Circle, Float, IconButton } from '@chakra-ui/react';
import { useAtomValue } from 'jotai';
import { LuBell } from 'react-icons/lu';
import { useIntl } from 'react-intl';
import { Link as RouterLink } from 'react-router';
import { useListTotal } from '@/api/get-list-total';
import { paths } from '@/config/paths';
import { liveStatusAtom } from '@/lib/live';
import { notificationMessages as m } from '../messages';

/** How often the bell asks for the unread count while the page is visible and the live updates are down. */
export const POLL_MS = 30_000;

const UNREAD = ['status:"unread"'];

/**
 * The header bell: links to the notifications and shows how many are unread. It counts
 * again on each notification the live updates tell of (lib/live.ts), or, while they are
 * down, every 30 s while the page is visible; and when the page becomes visible again, and
 * after notifications are marked read or deleted.
 */
export function NotificationsBell() {
  const intl = useIntl();
  const live = useAtomValue(liveStatusAtom) === 'live';
  const { data: count } = useListTotal('notifications', UNREAD, {
    refetchInterval: live ? false : POLL_MS,
    refetchOnWindowFocus: true,
    staleTime: 0,
  });
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
