import { Button, HStack } from '@chakra-ui/react';
import { useIntl } from 'react-intl';
import { Link as RouterLink, useRouteError } from 'react-router';
import { paths } from '@/config/paths';
import { isChunkLoadError } from '@/lib/lazy-route';
import { errorMessages } from './messages';
import { RefreshIcon, TriangleAlertIcon } from './status-icons';
import { StatusPage } from './status-page';

/** Error boundary of the routes: a generic message, or the "was updated" one when a chunk failed. */
export function RouteError() {
  const error = useRouteError();
  const intl = useIntl();
  const chunk = isChunkLoadError(error);
  if (!chunk) console.error(error);
  return (
    <StatusPage
      icon={<TriangleAlertIcon />}
      title={intl.formatMessage(chunk ? errorMessages.chunk : errorMessages.generic)}
      description={chunk ? undefined : intl.formatMessage(errorMessages.genericHint)}
    >
      <HStack gap="3" wrap="wrap" justify="center">
        <Button colorPalette="teal" onClick={() => window.location.reload()}>
          <RefreshIcon /> {intl.formatMessage(errorMessages.reload)}
        </Button>
        {!chunk && (
          <Button asChild variant="outline">
            <RouterLink to={paths.signIn}>{intl.formatMessage(errorMessages.backHome)}</RouterLink>
          </Button>
        )}
      </HStack>
    </StatusPage>
  );
}
