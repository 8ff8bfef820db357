import { Skeleton } from '@chakra-ui/react';

/**
 * Holds a calendar's place while its code (FullCalendar, a chunk of its own) loads: about a
 * month's height, so the page hardly moves when it is drawn.
 */
export function CalendarPlaceholder() {
  return <Skeleton h={{ base: '2xl', md: '3xl' }} rounded="lg" aria-busy="true" data-testid="calendar-skeleton" />;
}
