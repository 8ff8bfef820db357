import { IconButton } from '@chakra-ui/react';
import { lazy, Suspense, useId, useRef, useState } from 'react';
import { LuMenu } from 'react-icons/lu';
import { useIntl } from 'react-intl';
import type { MenuEntry } from '@/config/menu';
import { withChunkTimeout } from '@/lib/lazy-route';
import { layoutMessages } from './messages';

// The drawer (Chakra's dialog, its focus trap and scroll lock) loads with its first opening:
// wide screens never show it, and a phone only when the menu is asked for.
const MobileDrawer = lazy(() => withChunkTimeout(import('./mobile-drawer')));

/** The hamburger button (740px and below) and the drawer it opens. */
export function MobileNav({ entries, onSignOut }: { entries: MenuEntry[]; onSignOut: () => void }) {
  const intl = useIntl();
  const button = useRef<HTMLButtonElement>(null);
  const contentId = useId();
  const [open, setOpen] = useState(false);
  const [opened, setOpened] = useState(false);
  return (
    <>
      <IconButton
        ref={button}
        aria-label={intl.formatMessage(layoutMessages.openMenu)}
        aria-haspopup="dialog"
        aria-expanded={open}
        aria-controls={opened ? contentId : undefined}
        variant="ghost"
        size="md"
        display={{ base: 'inline-flex', md: 'none' }}
        onClick={() => {
          setOpened(true);
          setOpen(true);
        }}
      >
        <LuMenu />
      </IconButton>
      {opened && (
        <Suspense fallback={null}>
          <MobileDrawer entries={entries} onSignOut={onSignOut} open={open} setOpen={setOpen} contentId={contentId} trigger={() => button.current} />
        </Suspense>
      )}
    </>
  );
}
