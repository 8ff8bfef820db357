import { Box, Button, CloseButton, Drawer, IconButton, Portal, Separator, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { LuMenu } from 'react-icons/lu';
import { useIntl } from 'react-intl';
import { Link as RouterLink, useLocation } from 'react-router';
import { isMenuGroup, type MenuEntry } from '@/config/menu';
import { paths } from '@/config/paths';
import { layoutMessages } from './messages';
import { isEntryActive, sectionOf } from './nav-utils';

function DrawerLink({ to, active, label, onClick }: { to: string; active: boolean; label: string; onClick: () => void }) {
  return (
    <Button
      asChild
      variant={active ? 'subtle' : 'ghost'}
      colorPalette={active ? 'teal' : 'gray'}
      justifyContent="flex-start"
      size="md"
      w="full"
    >
      <RouterLink to={to} onClick={onClick} aria-current={active ? 'page' : undefined}>
        {label}
      </RouterLink>
    </Button>
  );
}

/** The hamburger button (740px and below) and the drawer it opens. */
export function MobileNav({ entries, onSignOut }: { entries: MenuEntry[]; onSignOut: () => void }) {
  const intl = useIntl();
  const { pathname } = useLocation();
  const [open, setOpen] = useState(false);
  const close = () => setOpen(false);
  return (
    <Drawer.Root open={open} onOpenChange={(details) => setOpen(details.open)} placement="start">
      <Drawer.Trigger asChild>
        <IconButton
          aria-label={intl.formatMessage(layoutMessages.openMenu)}
          variant="ghost"
          size="md"
          display={{ base: 'inline-flex', md: 'none' }}
        >
          <LuMenu />
        </IconButton>
      </Drawer.Trigger>
      <Portal>
        <Drawer.Backdrop />
        <Drawer.Positioner>
          <Drawer.Content maxW="xs">
            <Drawer.Header>
              <Drawer.Title>{intl.formatMessage(layoutMessages.mainMenu)}</Drawer.Title>
            </Drawer.Header>
            <Drawer.Body>
              <Stack as="nav" gap="1" aria-label={intl.formatMessage(layoutMessages.mainMenu)}>
                {entries.map((entry) =>
                  isMenuGroup(entry) ? (
                    <Box key={entry.key} py="1">
                      <Text px="4" py="1" fontSize="xs" fontWeight="semibold" textTransform="uppercase" color="fg.muted">
                        {intl.formatMessage(entry.label)}
                      </Text>
                      <Stack gap="1" ps="3">
                        {entry.children.map((child) => (
                          <DrawerLink
                            key={child.key}
                            to={child.path}
                            label={intl.formatMessage(child.label)}
                            active={sectionOf(child.path) === sectionOf(pathname)}
                            onClick={close}
                          />
                        ))}
                      </Stack>
                    </Box>
                  ) : (
                    <DrawerLink
                      key={entry.key}
                      to={entry.path}
                      label={intl.formatMessage(entry.label)}
                      active={isEntryActive(entry, pathname)}
                      onClick={close}
                    />
                  ),
                )}
                <Separator my="2" />
                <DrawerLink
                  to={paths.language}
                  label={intl.formatMessage(layoutMessages.language)}
                  active={pathname === paths.language}
                  onClick={close}
                />
                <DrawerLink
                  to={paths.timezone}
                  label={intl.formatMessage(layoutMessages.timezone)}
                  active={pathname === paths.timezone}
                  onClick={close}
                />
                <DrawerLink
                  to={paths.profile}
                  label={intl.formatMessage(layoutMessages.profile)}
                  active={pathname === paths.profile}
                  onClick={close}
                />
                <Button
                  variant="ghost"
                  justifyContent="flex-start"
                  w="full"
                  onClick={() => {
                    close();
                    onSignOut();
                  }}
                >
                  {intl.formatMessage(layoutMessages.signOut)}
                </Button>
              </Stack>
            </Drawer.Body>
            <Drawer.CloseTrigger asChild>
              <CloseButton size="sm" aria-label={intl.formatMessage(layoutMessages.closeMenu)} />
            </Drawer.CloseTrigger>
          </Drawer.Content>
        </Drawer.Positioner>
      </Portal>
    </Drawer.Root>
  );
}
