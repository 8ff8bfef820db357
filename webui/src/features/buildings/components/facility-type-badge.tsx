import { Badge } from '@chakra-ui/react';
import { useIntl } from 'react-intl';
import { buildingMessages as m } from '../messages';
import type { FacilityType } from '../types';

/** One colour a facility type, on badges and plan markers alike. */
export const FACILITY_PALETTE: Record<FacilityType, string> = { male: 'blue', female: 'pink', accessible: 'green' };

export function FacilityTypeBadge({ type }: { type: FacilityType }) {
  const intl = useIntl();
  const label = type in m ? intl.formatMessage(m[type]) : type;
  return <Badge colorPalette={FACILITY_PALETTE[type] ?? 'gray'}>{label}</Badge>;
}
