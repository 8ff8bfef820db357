import { Button } from '@chakra-ui/react';
import { useAtomValue } from 'jotai';
import { LuShieldX } from 'react-icons/lu';
import { useIntl } from 'react-intl';
import { Link as RouterLink } from 'react-router';
import { homePathFor } from '@/config/menu';
import { roleAtom } from '@/lib/session-atoms';
import { errorMessages } from './messages';
import { StatusPage } from './status-page';

export function AccessDenied() {
  const intl = useIntl();
  const role = useAtomValue(roleAtom);
  return (
    <StatusPage
      icon={<LuShieldX />}
      title={intl.formatMessage(errorMessages.accessDenied)}
      description={intl.formatMessage(errorMessages.accessDeniedHint)}
    >
      <Button asChild variant="outline">
        <RouterLink to={homePathFor(role)}>{intl.formatMessage(errorMessages.backHome)}</RouterLink>
      </Button>
    </StatusPage>
  );
}
