import { useAtomValue } from 'jotai';
import { offsetOf } from '@/config/locale';
import { timezoneAtom } from '@/lib/session-atoms';

/** The viewer's offset from UTC in minutes, from the timezone chosen in the settings: the
 * API counts a period's days as the viewer's days with it (`utcOffsetMinutes`). */
export function useUtcOffsetMinutes(): number {
  return (offsetOf(useAtomValue(timezoneAtom)) ?? 0) * 60;
}
