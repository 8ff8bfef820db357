import { Button, HStack, Menu, Portal } from '@chakra-ui/react';
import { LuChevronDown } from 'react-icons/lu';
import { useIntl } from 'react-intl';
import { Link as RouterLink, useLocation, useNavigate } from 'react-router';
import { isMenuGroup, type MenuEntry } from '@/config/menu';
import { layoutMessages } from './messages';
import { isEntryActive } from './nav-utils';

/** The horizontal main menu of wide screens; it scrolls sideways when the entries do not fit. */
export function MainNav({ entries }: { entries: MenuEntry[] }) {
  const intl = useIntl();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  return (
    <HStack
      as="nav"
      aria-label={intl.formatMessage(layoutMessages.mainMenu)}
      gap="0.5"
      flex="1"
      minW="0"
      overflowX="auto"
      css={{ scrollbarWidth: 'none', '&::-webkit-scrollbar': { display: 'none' } }}
      display={{ base: 'none', md: 'flex' }}
    >
      {entries.map((entry) => {
        const active = isEntryActive(entry, pathname);
        const variant = active ? 'subtle' : 'ghost';
        if (isMenuGroup(entry)) {
          return (
            <Menu.Root key={entry.key} onSelect={({ value }) => navigate(value)}>
              <Menu.Trigger asChild>
                <Button size="sm" variant={variant} colorPalette={active ? 'teal' : 'gray'} flexShrink={0}>
                  {intl.formatMessage(entry.label)} <LuChevronDown />
                </Button>
              </Menu.Trigger>
              <Portal>
                <Menu.Positioner>
                  <Menu.Content maxH="200px" overflowY="auto">
                    {entry.children.map((child) => (
                      <Menu.Item key={child.key} value={child.path}>
                        {intl.formatMessage(child.label)}
                      </Menu.Item>
                    ))}
                  </Menu.Content>
                </Menu.Positioner>
              </Portal>
            </Menu.Root>
          );
        }
        return (
          <Button
            key={entry.key}
            asChild
            size="sm"
            variant={variant}
            colorPalette={active ? 'teal' : 'gray'}
            flexShrink={0}
          >
            <RouterLink to={entry.path} aria-current={active ? 'page' : undefined}>
              {intl.formatMessage(entry.label)}
            </RouterLink>
          </Button>
        );
      })}
    </HStack>
  );
}
