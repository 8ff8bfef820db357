import { Badge } from '@chakra-ui/react';
import { useIntl } from 'react-intl';
import { companyMessages as m } from '../messages';

export function CompanyTypeBadge({ type }: { type: string }) {
  const intl = useIntl();
  return type === 'LANDLORD' ? (
    <Badge colorPalette="purple">{intl.formatMessage(m.landlord)}</Badge>
  ) : (
    <Badge colorPalette="cyan">{intl.formatMessage(m.cleaningCompany)}</Badge>
  );
}
