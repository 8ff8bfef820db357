import { Alert, Box, Button, Card, HStack, SimpleGrid, Stack } from '@chakra-ui/react';
import type { FormEvent, ReactNode, RefObject } from 'react';
import { useIntl } from 'react-intl';
import { ErrorAlert } from '../errors/error-alert';
import { commonMessages } from '../messages';
import { validationMessages } from './messages';

/** A form card: fields in one column on phones, two on wider screens; actions at the bottom. */
export function FormLayout({
  onSubmit,
  formRef,
  formError,
  submitting,
  submitLabel,
  onCancel,
  children,
  label,
  invalidSubmit = false,
}: {
  invalidSubmit?: boolean;
  onSubmit: (event: FormEvent) => void;
  formRef?: RefObject<HTMLFormElement | null>;
  formError?: unknown;
  submitting: boolean;
  submitLabel?: string;
  onCancel?: () => void;
  children: ReactNode;
  label: string;
}) {
  const intl = useIntl();
  return (
    <Card.Root asChild maxW="4xl">
      <form onSubmit={onSubmit} noValidate ref={formRef} aria-label={label}>
        <Card.Body>
          <Stack gap="5">
            {formError ? <ErrorAlert error={formError} /> : null}
            {invalidSubmit && !formError ? (
              <Alert.Root status="warning" role="alert">
                <Alert.Indicator />
                <Alert.Title>{intl.formatMessage(validationMessages.fixRequired)}</Alert.Title>
              </Alert.Root>
            ) : null}
            <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4">
              {children}
            </SimpleGrid>
          </Stack>
        </Card.Body>
        <Card.Footer>
          <HStack gap="3" w="full" justify="flex-end" wrap="wrap">
            {onCancel && (
              <Button variant="outline" onClick={onCancel} disabled={submitting}>
                {intl.formatMessage(commonMessages.cancel)}
              </Button>
            )}
            <Button type="submit" colorPalette="teal" loading={submitting}>
              {submitLabel ?? intl.formatMessage(commonMessages.save)}
            </Button>
          </HStack>
        </Card.Footer>
      </form>
    </Card.Root>
  );
}

/** A field that spans both columns. */
export function FullWidth({ children }: { children: ReactNode }) {
  return <Box gridColumn={{ sm: 'span 2' }}>{children}</Box>;
}
