import { Alert, Box, Button, Card, HStack, SimpleGrid, Stack } from '@chakra-ui/react';
import type { FormEvent, ReactNode, RefObject } from 'react';
import { useIntl } from 'react-intl';
import { ErrorAlert } from '../errors/error-alert';
import { commonMessages } from '../messages';
import { say, type Words } from '../words';
import { FULL_WIDTH } from './fields';
import { validationMessages } from './messages';

export interface FormStatus {
  formRef: RefObject<HTMLFormElement | null>;
  formError: unknown;
  invalidSubmit: boolean;
  submitting: boolean;
}

/** A form's buttons: the submit button's words ("Save" unless given) and "Cancel" when it has somewhere to go. */
export interface FormActions {
  submitLabel?: Words;
  onCancel?: () => void;
}

/**
 * What a record's create-or-edit form is given: the values to start from (empty ones to
 * create), what to do with the input on submit, and where cancel leads.
 */
export interface RecordFormProps<V, I> extends FormActions {
  initialValues?: V;
  onSubmit: (input: I) => Promise<void>;
  onCancel: () => void;
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
}: FormActions & {
  /** The form's state from `useForm`: its element, failure and whether it is being sent. */
  form: FormStatus;
  /** Marks the form as sent with mistakes beyond its fields (the form's own flag counts too). */
  invalidSubmit?: boolean;
  onSubmit: (event: FormEvent) => void;
  children: ReactNode;
  /** The form's name for screen readers and tests. */
  label: Words;
}) {
  const intl = useIntl();
  const { formRef, formError, submitting } = form;
  return (
    <Card.Root asChild maxW="4xl">
      <form onSubmit={onSubmit} noValidate ref={formRef} aria-label={say(intl, label)}>
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
              {say(intl, submitLabel ?? commonMessages.save)}
            </Button>
          </HStack>
        </Card.Footer>
      </form>
    </Card.Root>
  );
}

/** A form without a card, its fields one under another: the sign-in screens, a panel of its own. */
export function StackedForm({
  form,
  onSubmit,
  label,
  children,
}: {
  form: Pick<FormStatus, 'formRef'>;
  onSubmit: (event: FormEvent) => void;
  label: Words;
  children: ReactNode;
}) {
  const intl = useIntl();
  return (
    <form onSubmit={onSubmit} noValidate ref={form.formRef} aria-label={say(intl, label)}>
      <Stack gap="4">{children}</Stack>
    </form>
  );
}

/** A field that spans both columns. */
export function FullWidth({ children }: { children: ReactNode }) {
  return <Box gridColumn={FULL_WIDTH}>{children}</Box>;
}

/**
 * The first failure among the lists a form's choices come from, across both columns; retry
 * (unless `retry` is false) asks again those that can be asked.
 */
export function OptionsError({ sources, retry = true }: { sources: { error: unknown; refetch?: () => unknown }[]; retry?: boolean }) {
  const error = sources.find((source) => source.error)?.error;
  if (!error) return null;
  const refetches = sources.flatMap((source) => (source.refetch ? [source.refetch] : []));
  const onRetry = () => {
    for (const refetch of refetches) void refetch();
  };
  return (
    <FullWidth>
      <ErrorAlert error={error} onRetry={retry && refetches.length > 0 ? onRetry : undefined} />
    </FullWidth>
  );
}
