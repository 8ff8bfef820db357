import { Button } from '@chakra-ui/react';
import { useAtomValue } from 'jotai';
import type { ReactNode } from 'react';
import { useIntl, type MessageDescriptor } from 'react-intl';
import { Link as RouterLink } from 'react-router';
import { homePathFor } from '@/config/menu';
import { paths } from '@/config/paths';
import { roleAtom } from '@/lib/session-atoms';
import { errorMessages } from './messages';
import { StatusPage } from './status-page';

/** A status page whose way on is the user's home screen (sign-in for one signed out). */
export function BackHomePage({
  icon,
  title,
  description,
  button,
}: {
  icon: ReactNode;
  title: MessageDescriptor;
  description: MessageDescriptor;
  button: { variant: 'outline' } | { colorPalette: 'teal' };
}) {
  const intl = useIntl();
  const role = useAtomValue(roleAtom);
  const home = role ? homePathFor(role) : paths.signIn;
  return (
    <StatusPage icon={icon} title={intl.formatMessage(title)} description={intl.formatMessage(description)}>
      <Button asChild {...button}>
        <RouterLink to={home}>{intl.formatMessage(errorMessages.backHome)}</RouterLink>
      </Button>
    </StatusPage>
  );
}
