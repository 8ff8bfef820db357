import { useEffect, useRef } from 'react';

/**
 * What FullCalendar's markup lacks for assistive technology, put right in place: its icon
 * fonts are announced as unnamed images, "+2 more" carries `aria-expanded` without a role that
 * allows it (and an empty `aria-controls` while closed), and a day cell takes its name from
 * its date alone, hiding the shifts it shows.
 */
export function repairCalendar(root: ParentNode): void {
  for (const icon of root.querySelectorAll('.fc-icon[role="img"]:not([aria-hidden])')) {
    // The buttons are named by their titles; the glyph is decoration.
    icon.setAttribute('aria-hidden', 'true');
  }
  for (const more of root.querySelectorAll('.fc-more-link')) {
    if (more.getAttribute('role') !== 'button') more.setAttribute('role', 'button');
    if (more.getAttribute('aria-controls') === '') more.removeAttribute('aria-controls');
  }
  for (const cell of root.querySelectorAll('[role="gridcell"][aria-labelledby]')) {
    // The date link inside still says the date, first.
    cell.removeAttribute('aria-labelledby');
  }
}

/**
 * A ref for the box around a FullCalendar: its markup is repaired now and whenever the
 * calendar draws again (another month, more events, a popover).
 */
export function useAccessibleCalendar<T extends HTMLElement>() {
  const ref = useRef<T>(null);
  useEffect(() => {
    const root = ref.current;
    if (!root) return undefined;
    repairCalendar(root);
    const observer = new MutationObserver(() => repairCalendar(root));
    observer.observe(root, { subtree: true, childList: true, attributes: true, attributeFilter: ['aria-controls', 'aria-labelledby', 'role'] });
    return () => observer.disconnect();
  }, []);
  return ref;
}

/** Styles for the calendar's box: the days of the neighbouring months stay readable (FullCalendar fades them to 2:1). */
export const calendarCss = {
  '& .fc .fc-day-other .fc-daygrid-day-top': { opacity: 1, color: 'fg.muted' },
};
