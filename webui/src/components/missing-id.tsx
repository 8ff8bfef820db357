import { Alert } from '@chakra-ui/react';
import { useIntl } from 'react-intl';
import { commonMessages } from './messages';

/** Shown by info and edit pages opened without their `?…Id=` query parameter. */
export function MissingId() {
  const intl = useIntl();
  return (
    <Alert.Root status="warning" role="alert">
      <Alert.Indicator />
      <Alert.Title>{intl.formatMessage(commonMessages.missingId)}</Alert.Title>
    </Alert.Root>
  );
}
