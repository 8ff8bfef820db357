import { useAtomValue } from 'jotai';
import { isNamedZone, offsetMinutesAt } from '@/config/locale';
import { timezoneAtom } from '@/lib/session-atoms';

/** The viewer's zone as the API takes it: the offset from UTC in minutes, and the named zone when one is chosen. */
export interface ViewerZone {
  utcOffsetMinutes: number;
  /** An IANA name (`Europe/London`): the API cuts days at its local midnights and prefers it to the offset. */
  timeZone?: string;
}

/** The zone of a setting (`UTC±N` or a named zone); a named zone's offset is the one in force now. */
export function viewerZoneOf(timezone: string, now = Date.now()): ViewerZone {
  const utcOffsetMinutes = offsetMinutesAt(timezone, now);
  return isNamedZone(timezone) ? { utcOffsetMinutes, timeZone: timezone } : { utcOffsetMinutes };
}

/** The viewer's zone from the timezone chosen in the settings: the API counts a period's days as the viewer's days with it. */
export function useViewerZone(): ViewerZone {
  return viewerZoneOf(useAtomValue(timezoneAtom));
}
