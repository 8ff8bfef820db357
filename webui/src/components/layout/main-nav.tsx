import { Box, Button, HStack, Menu, Portal } from '@chakra-ui/react';
import { useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { LuChevronDown, LuEllipsis } from 'react-icons/lu';
import { useIntl } from 'react-intl';
import { Link as RouterLink, useLocation, useNavigate } from 'react-router';
import { isMenuGroup, type MenuEntry } from '@/config/menu';
import { layoutMessages } from './messages';
import { isEntryActive, sectionOf } from './nav-utils';

/** Between two entries of the menu, in px (Chakra's spacing 0.5). */
const GAP = 2;
/** Room kept free, so rounding never clips the last entry. */
const SLACK = 4;

/**
 * How many entries fit in `available` px, given each entry's width and the "More"
 * button's: all of them when they fit, else as many as leave room for "More".
 */
export function entriesThatFit(widths: readonly number[], moreWidth: number, available: number): number {
  const all = widths.reduce((sum, width, index) => sum + width + (index > 0 ? GAP : 0), 0);
  if (all <= available) return widths.length;
  let used = moreWidth;
  let count = 0;
  for (const width of widths) {
    if (used + GAP + width > available) break;
    used += GAP + width;
    count += 1;
  }
  return count;
}

/**
 * An entry's button as the menu shows it, for measuring only: its text comes from CSS, so
 * the label is not on the page (nor read out) twice.
 */
function MeasuredButton({ label, icon, iconFirst = false }: { label: string; icon?: ReactNode; iconFirst?: boolean }) {
  return (
    <Button
      size="sm"
      variant="ghost"
      flexShrink={0}
      tabIndex={-1}
      data-label={label}
      css={{ [iconFirst ? '&::after' : '&::before']: { content: 'attr(data-label)' } }}
    >
      {icon}
    </Button>
  );
}

function menuContent(children: ReactNode) {
  return (
    <Portal>
      <Menu.Positioner>
        <Menu.Content maxH="min(70vh, 28rem)" overflowY="auto">
          {children}
        </Menu.Content>
      </Menu.Positioner>
    </Portal>
  );
}

/**
 * The horizontal main menu of wide screens (741px and up). Every entry the role may open
 * stays reachable: those that do not fit the header's width move, in order, into a "More"
 * menu at its end. The widths are measured on a hidden copy, again on every resize and
 * language change.
 */
export function MainNav({ entries }: { entries: MenuEntry[] }) {
  const intl = useIntl();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const container = useRef<HTMLDivElement>(null);
  const measuring = useRef<HTMLDivElement>(null);
  const [shown, setShown] = useState(entries.length);

  useLayoutEffect(() => {
    const box = container.current;
    const row = measuring.current;
    if (!box || !row) return undefined;
    const fit = () => {
      // Not laid out (hidden below 741px, or no layout at all): nothing to measure.
      if (box.clientWidth === 0) return setShown(entries.length);
      const widths = [...row.children].map((child) => child.getBoundingClientRect().width);
      const moreWidth = widths.pop() ?? 0;
      setShown(entriesThatFit(widths, moreWidth, box.clientWidth - SLACK));
    };
    fit();
    const observer = new ResizeObserver(fit);
    observer.observe(box);
    observer.observe(row);
    return () => observer.disconnect();
  }, [entries, intl.locale]);

  const label = (entry: MenuEntry) => intl.formatMessage(entry.label);
  const visible = entries.slice(0, shown);
  const overflow = entries.slice(shown);
  const moreActive = overflow.some((entry) => isEntryActive(entry, pathname));
  const current = (path: string) => sectionOf(path) === sectionOf(pathname);

  return (
    <Box ref={container} flex="1" minW="0" position="relative" overflow="hidden" display={{ base: 'none', md: 'block' }}>
      <HStack as="nav" aria-label={intl.formatMessage(layoutMessages.mainMenu)} gap="0.5" overflow="hidden">
        {visible.map((entry) => {
          const active = isEntryActive(entry, pathname);
          if (isMenuGroup(entry)) {
            return (
              <Menu.Root key={entry.key} onSelect={({ value }) => navigate(value)}>
                <Menu.Trigger asChild>
                  <Button size="sm" variant={active ? 'subtle' : 'ghost'} colorPalette={active ? 'teal' : 'gray'} flexShrink={0}>
                    {label(entry)} <LuChevronDown />
                  </Button>
                </Menu.Trigger>
                {menuContent(
                  entry.children.map((child) => (
                    <Menu.Item key={child.key} value={child.path} fontWeight={current(child.path) ? 'semibold' : undefined}>
                      {intl.formatMessage(child.label)}
                    </Menu.Item>
                  )),
                )}
              </Menu.Root>
            );
          }
          return (
            <Button key={entry.key} asChild size="sm" variant={active ? 'subtle' : 'ghost'} colorPalette={active ? 'teal' : 'gray'} flexShrink={0}>
              <RouterLink to={entry.path} aria-current={active ? 'page' : undefined}>
                {label(entry)}
              </RouterLink>
            </Button>
          );
        })}
        {overflow.length > 0 && (
          <Menu.Root onSelect={({ value }) => navigate(value)}>
            <Menu.Trigger asChild>
              <Button size="sm" variant={moreActive ? 'subtle' : 'ghost'} colorPalette={moreActive ? 'teal' : 'gray'} flexShrink={0}>
                <LuEllipsis /> {intl.formatMessage(layoutMessages.more)}
              </Button>
            </Menu.Trigger>
            {menuContent(
              overflow.map((entry) =>
                isMenuGroup(entry) ? (
                  <Menu.ItemGroup key={entry.key}>
                    <Menu.ItemGroupLabel>{label(entry)}</Menu.ItemGroupLabel>
                    {entry.children.map((child) => (
                      <Menu.Item key={child.key} value={child.path} ps="5" fontWeight={current(child.path) ? 'semibold' : undefined}>
                        {intl.formatMessage(child.label)}
                      </Menu.Item>
                    ))}
                  </Menu.ItemGroup>
                ) : (
                  <Menu.Item key={entry.key} value={entry.path} fontWeight={current(entry.path) ? 'semibold' : undefined}>
                    {label(entry)}
                  </Menu.Item>
                ),
              ),
            )}
          </Menu.Root>
        )}
      </HStack>
      {/* What each entry and "More" would take, measured off screen. */}
      <HStack
        ref={measuring}
        aria-hidden
        inert
        gap="0.5"
        position="absolute"
        top="0"
        left="0"
        visibility="hidden"
        pointerEvents="none"
        whiteSpace="nowrap"
      >
        {entries.map((entry) => (
          <MeasuredButton key={entry.key} label={label(entry)} icon={isMenuGroup(entry) ? <LuChevronDown /> : undefined} />
        ))}
        <MeasuredButton label={intl.formatMessage(layoutMessages.more)} icon={<LuEllipsis />} iconFirst />
      </HStack>
    </Box>
  );
}
