import { Button } from '@chakra-ui/react';
import { useAtomValue } from 'jotai';
import { LuCompass } from 'react-icons/lu';
import { useIntl } from 'react-intl';
import { Link as RouterLink } from 'react-router';
import { homePathFor } from '@/config/menu';
import { paths } from '@/config/paths';
import { roleAtom } from '@/lib/session-atoms';
import { errorMessages } from './messages';
import { StatusPage } from './status-page';

export function NotFound() {
  const intl = useIntl();
  const role = useAtomValue(roleAtom);
  const home = role ? homePathFor(role) : paths.signIn;
  return (
    <StatusPage
      icon={<LuCompass />}
      title={intl.formatMessage(errorMessages.notFound)}
      description={intl.formatMessage(errorMessages.notFoundHint)}
    >
      <Button asChild colorPalette="teal">
        <RouterLink to={home}>{intl.formatMessage(errorMessages.backHome)}</RouterLink>
      </Button>
    </StatusPage>
  );
}
