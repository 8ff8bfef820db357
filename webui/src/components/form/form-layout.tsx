import { Alert, Box, Button, Card, HStack, SimpleGrid, Stack } from '@chakra-ui/react';
import type { FormEvent, ReactNode, RefObject } from 'react';
import { useIntl } from 'react-intl';
import { ErrorAlert } from '../errors/error-alert';
import { commonMessages } from '../messages';
import { validationMessages } from './messages';

export interface FormStatus {
  formRef: RefObject<HTMLFormElement | null>;
  formError: unknown;
  invalidSubmit: boolean;
  submitting: boolean;
}

/** A form card: fields in one column on phones, two on wider screens; actions at the bottom. */
export function FormLayout({
  form,
  onSubmit,
  submitLabel,
  onCancel,
  children,
  label,
  invalidSubmit = false,
}: {
  /** The form's state from `useForm`: its element, failure and whether it is being sent. */
  form: FormStatus;
  /** Marks the form as sent with mistakes beyond its fields (the form's own flag counts too). */
  invalidSubmit?: boolean;
  onSubmit: (event: FormEvent) => void;
  submitLabel?: string;
  onCancel?: () => void;
  children: ReactNode;
  label: string;
}) {
  const intl = useIntl();
  const { formRef, formError, submitting } = form;
  return (
    <Card.Root asChild maxW="4xl">
      <form onSubmit={onSubmit} noValidate ref={formRef} aria-label={label}>
        <Card.Body>
          <Stack gap="5">
            {formError ? <ErrorAlert error={formError} /> : null}
            {(form.invalidSubmit || invalidSubmit) && !formError ? (
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

/** The first failure among the lists a form's choices come from, across both columns; retry asks them all again. */
export function OptionsError({ sources }: { sources: { error: unknown; refetch: () => unknown }[] }) {
  const error = sources.find((source) => source.error)?.error;
  if (!error) return null;
  return (
    <FullWidth>
      <ErrorAlert
        error={error}
        onRetry={() => {
          for (const source of sources) void source.refetch();
        }}
      />
    </FullWidth>
  );
}
