import { Badge } from '@chakra-ui/react';
import { useIntl } from 'react-intl';
import { buildingMessages as m } from '../messages';
import type { FacilityType } from '../types';

/** One colour a facility type, on badges and plan markers alike. */
export const FACILITY_PALETTE: Record<string, string | undefined> = { male: 'blue', female: 'pink', accessible: 'green' };

/** The server's type of a facility, which the schema gives as any text. */
export function FacilityTypeBadge({ type }: { type: string }) {
  const intl = useIntl();
  const label = type in m ? intl.formatMessage(m[type as FacilityType]) : type;
  return <Badge colorPalette={FACILITY_PALETTE[type] ?? 'gray'}>{label}</Badge>;
}
