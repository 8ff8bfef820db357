import { Box, Flex, HStack } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import type { MenuEntry } from '@/config/menu';
import { OfflineNote } from '../outbox/offline-note';
import { OutboxIndicator, OutboxOutcomes } from '../outbox/outbox-slots';
import { AppFooter } from './app-footer';
import { SettingsMenu, UserMenu } from './header-menus';
import { LiveStatus } from './live-status';
import { Logo } from './logo';
import { MainNav } from './main-nav';
import { layoutMessages } from './messages';
import { MobileNav } from './mobile-nav';

/** Header (60px: logo, main menu, settings and user menus), page (max 1440px) and footer. */
export function AppLayout({
  entries,
  homePath,
  onSignOut,
  headerActions,
  children,
}: {
  entries: MenuEntry[];
  homePath: string;
  onSignOut: () => void;
  /** Buttons before the settings menu (the notifications bell). */
  headerActions?: ReactNode;
  children: ReactNode;
}) {
  const intl = useIntl();
  return (
    <Flex direction="column" minH="100dvh">
      <Box
        asChild
        position="absolute"
        left="-9999px"
        _focus={{ left: '2', top: '2', zIndex: 'max', bg: 'bg', p: '2', rounded: 'md' }}
      >
        <a href="#main">{intl.formatMessage(layoutMessages.skipToContent)}</a>
      </Box>
      <Box as="header" h="header" position="sticky" top="0" zIndex="sticky" bg="bg" borderBottomWidth="1px">
        <Flex maxW="page" mx="auto" h="full" px={{ base: '2', md: '4' }} align="center" gap={{ base: '1', md: '3' }}>
          <MobileNav entries={entries} onSignOut={onSignOut} />
          <Logo to={homePath} />
          <MainNav entries={entries} />
          <Box flex="1" display={{ base: 'block', md: 'none' }} />
          <HStack gap="0" flexShrink={0}>
            <LiveStatus />
            <OutboxIndicator />
            {headerActions}
            <SettingsMenu />
            <UserMenu onSignOut={onSignOut} />
          </HStack>
        </Flex>
      </Box>
      <Box as="main" id="main" flex="1" w="full" maxW="page" mx="auto" px={{ base: '3', md: '6' }} py={{ base: '4', md: '6' }}>
        <OfflineNote />
        <OutboxOutcomes />
        {children}
      </Box>
      <AppFooter />
    </Flex>
  );
}
