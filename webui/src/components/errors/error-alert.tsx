import { Alert, Button } from '@chakra-ui/react';
import { useIntl } from 'react-intl';
import { isApiError } from '@/lib/api-error';
import { commonMessages } from '../messages';

/** The text to show for a failed call: the server's own message, else a generic one. */
export function useErrorText(): (error: unknown) => string {
  const intl = useIntl();
  return (error) => {
    if (isApiError(error) && error.fromServer && error.message) return error.message;
    if (isApiError(error) && error.status === 0) return intl.formatMessage(commonMessages.tryAgainLater);
    return intl.formatMessage(commonMessages.somethingWentWrong);
  };
}

export function ErrorAlert({ error, onRetry }: { error: unknown; onRetry?: () => void }) {
  const intl = useIntl();
  const errorText = useErrorText();
  // Asking again does not help with "not found" or "not allowed".
  const retryable = !(isApiError(error) && error.status >= 400 && error.status < 500 && error.status !== 408);
  return (
    <Alert.Root status="error" role="alert" alignItems="center">
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>{errorText(error)}</Alert.Title>
      </Alert.Content>
      {onRetry && retryable && (
        <Button size="sm" variant="outline" onClick={onRetry} alignSelf="center">
          {intl.formatMessage(commonMessages.retry)}
        </Button>
      )}
    </Alert.Root>
  );
}
