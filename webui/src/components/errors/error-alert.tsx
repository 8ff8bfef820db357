import { Alert, Button, List } from '@chakra-ui/react';
import { useIntl } from 'react-intl';
import { isApiError, type ApiError } from '@/lib/api-error';
import { commonMessages } from '../messages';
import { errorText, violationText } from './error-text';

export { useErrorText } from './error-text';

/**
 * A failed call in the user's language, with the fields' messages the screen could not show
 * next to a field, and "Try again" unless asking again cannot help (4xx).
 */
export function ErrorAlert({ error, onRetry }: { error: unknown; onRetry?: () => void }) {
  const intl = useIntl();
  const retryable = !(isApiError(error) && error.status >= 400 && error.status < 500 && error.status !== 408);
  const violations = isApiError(error) ? error.violations : [];
  // The server names a field by its API name (English): said only to an English reader.
  const named = intl.locale.startsWith('en');
  return (
    <Alert.Root status="error" role="alert" alignItems="center">
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>{errorText(intl, error)}</Alert.Title>
        {violations.length > 0 && (
          <Alert.Description>
            <List.Root ps="4">
              {violations.map((violation, index) => (
                <List.Item key={`${violation.field}:${index}`}>
                  {violation.field && named
                    ? `${violation.field}: ${violationText(intl, violation, error as ApiError)}`
                    : violationText(intl, violation, error as ApiError)}
                </List.Item>
              ))}
            </List.Root>
          </Alert.Description>
        )}
      </Alert.Content>
      {onRetry && retryable && (
        <Button size="sm" variant="outline" onClick={onRetry} alignSelf="center">
          {intl.formatMessage(commonMessages.retry)}
        </Button>
      )}
    </Alert.Root>
  );
}
