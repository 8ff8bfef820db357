import { Box, Button, CloseButton, Drawer, Portal, Separator, Stack, Text } from '@chakra-ui/react';
import { useIntl } from 'react-intl';
import { Link as RouterLink, useLocation } from 'react-router';
import { isMenuGroup, type MenuEntry } from '@/config/menu';
import { paths } from '@/config/paths';
import { layoutMessages } from './messages';
import { isEntryActive, sectionOf } from './nav-utils';

/** The user's own settings, after the menu. */
const SETTINGS = [
  { path: paths.language, label: layoutMessages.language },
  { path: paths.timezone, label: layoutMessages.timezone },
  { path: paths.profile, label: layoutMessages.profile },
];

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

export interface MobileDrawerProps {
  entries: MenuEntry[];
  onSignOut: () => void;
  open: boolean;
  setOpen: (open: boolean) => void;
  /** The content's id, which the hamburger button names as what it controls. */
  contentId: string;
  /** Where the focus goes back to when the drawer closes. */
  trigger: () => HTMLElement | null;
}

/** The main menu in a drawer from the start edge, with the user's settings and sign-out. */
export default function MobileDrawer({ entries, onSignOut, open, setOpen, contentId, trigger }: MobileDrawerProps) {
  const intl = useIntl();
  const { pathname } = useLocation();
  const close = () => setOpen(false);
  return (
    <Drawer.Root open={open} onOpenChange={(details) => setOpen(details.open)} placement="start" ids={{ content: contentId }} finalFocusEl={trigger}>
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
                {SETTINGS.map(({ path, label }) => (
                  <DrawerLink key={path} to={path} label={intl.formatMessage(label)} active={pathname === path} onClick={close} />
                ))}
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
