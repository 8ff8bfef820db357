import { Box, type SystemStyleObject } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { calendarCss, useAccessibleCalendar } from './accessible-calendar';

/**
 * The box around a FullCalendar: its markup repaired for screen readers, the toolbar wrapping
 * and the title smaller on phones; `css` adds the calendar's own rules.
 */
export function CalendarBox({ busy, css, children }: { busy: boolean; css?: SystemStyleObject; children: ReactNode }) {
  const ref = useAccessibleCalendar<HTMLDivElement>();
  return (
    <Box
      ref={ref}
      bg="bg"
      rounded="lg"
      borderWidth="1px"
      p={{ base: '1', md: '3' }}
      fontSize={{ base: 'xs', md: 'sm' }}
      aria-busy={busy}
      css={{
        ...calendarCss,
        '& .fc .fc-toolbar': { flexWrap: 'wrap', gap: '0.5rem' },
        '& .fc .fc-toolbar-title': { fontSize: { base: '1rem', md: '1.25rem' } },
        ...css,
      }}
    >
      {children}
    </Box>
  );
}
