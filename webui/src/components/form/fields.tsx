import { Field, Input, NativeSelect, Text, Textarea, type InputProps } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { say, type Words } from '../words';
import { validationMessages } from './messages';
import type { FieldBinding } from './use-form';
import { fieldIssueText, type FieldIssue } from './validators';

export function useIssueText(): (issue: FieldIssue | undefined) => string | undefined {
  const intl = useIntl();
  return (issue) => {
    if (!issue) return undefined;
    return fieldIssueText(intl, issue);
  };
}

interface BaseFieldProps {
  /** The field's name on screen: text, or a message said in the user's language. */
  label: Words;
  field: FieldBinding;
  required?: boolean;
  helper?: ReactNode;
  disabled?: boolean;
  /** Spans both columns of a form's grid. */
  full?: boolean;
}

/** The column span of a field that takes a form's whole width. */
export const FULL_WIDTH = { sm: 'span 2' } as const;

/**
 * A labelled control with its helper, or its mistake in place of the helper; the label marks
 * it when `required`. For controls outside `useForm` too (a dialog's inputs, a list's rows).
 */
export function FieldFrame({
  label,
  error,
  helper,
  children,
  ...root
}: Field.RootProps & { label: ReactNode; error?: string; helper?: ReactNode }) {
  return (
    <Field.Root invalid={Boolean(error)} {...root}>
      <Field.Label>
        {label}
        <Field.RequiredIndicator />
      </Field.Label>
      {children}
      {helper && !error && <Field.HelperText>{helper}</Field.HelperText>}
      <Field.ErrorText>{error}</Field.ErrorText>
    </Field.Root>
  );
}

function FieldShell({ label, field, required, helper, disabled, full, children }: BaseFieldProps & { children: ReactNode }) {
  const intl = useIntl();
  const issueText = useIssueText();
  return (
    <FieldFrame
      label={say(intl, label)}
      error={issueText(field.error)}
      helper={helper}
      required={required}
      disabled={disabled}
      gridColumn={full ? FULL_WIDTH : undefined}
    >
      {children}
    </FieldFrame>
  );
}

export function TextField({
  type = 'text',
  autoComplete,
  inputMode,
  placeholder,
  ...props
}: BaseFieldProps & Pick<InputProps, 'type' | 'autoComplete' | 'inputMode' | 'placeholder'>) {
  const { field } = props;
  return (
    <FieldShell {...props}>
      <Input
        name={field.name}
        type={type}
        value={field.value}
        autoComplete={autoComplete}
        inputMode={inputMode}
        placeholder={placeholder}
        onChange={(event) => field.onValueChange(event.target.value)}
        bg="bg"
      />
    </FieldShell>
  );
}

export function TextAreaField({ rows = 3, ...props }: BaseFieldProps & { rows?: number }) {
  const { field } = props;
  return (
    <FieldShell {...props}>
      <Textarea
        name={field.name}
        value={field.value}
        rows={rows}
        onChange={(event) => field.onValueChange(event.target.value)}
        bg="bg"
        autoresize
      />
    </FieldShell>
  );
}

export interface Option {
  value: string;
  label: string;
}

/** Records as a select's options, each by its id and name (none while they load). */
export function namedOptions(records: readonly { id: string; name: string }[] | undefined): Option[] {
  return (records ?? []).map((record) => ({ value: record.id, label: record.name }));
}

/** A native select of `options`, after any leading `children` options (a placeholder). */
export function OptionsSelect({
  value,
  options,
  onChange,
  name,
  size,
  children,
}: {
  value: string;
  options: readonly Option[];
  onChange: (value: string) => void;
  name?: string;
  size?: NativeSelect.RootProps['size'];
  children?: ReactNode;
}) {
  return (
    <NativeSelect.Root size={size}>
      <NativeSelect.Field name={name} value={value} onChange={(event) => onChange(event.target.value)} bg="bg">
        {children}
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </NativeSelect.Field>
      <NativeSelect.Indicator />
    </NativeSelect.Root>
  );
}

export function SelectField({
  options,
  placeholder = validationMessages.selectPlaceholder,
  ...props
}: BaseFieldProps & { options: Option[]; placeholder?: Words }) {
  const intl = useIntl();
  const { field } = props;
  return (
    <FieldShell {...props}>
      <OptionsSelect name={field.name} value={field.value} options={options} onChange={field.onValueChange}>
        <option value="">{say(intl, placeholder)}</option>
      </OptionsSelect>
    </FieldShell>
  );
}

/** A small labelled select outside a form: a screen's choice such as a floor or a range. */
export function ChoiceField({
  label,
  value,
  options,
  onChange,
  width,
}: {
  label: string;
  value: string;
  options: readonly Option[];
  onChange: (value: string) => void;
  width?: Field.RootProps['width'];
}) {
  return (
    <Field.Root width={width} flexShrink={0}>
      <Field.Label>{label}</Field.Label>
      <OptionsSelect size="sm" value={value} options={options} onChange={onChange} />
    </Field.Root>
  );
}

/** A title over a group of fields; `full` spans both columns of a form's grid. */
export function FormSectionTitle({ children, full }: { children: ReactNode; full?: boolean }) {
  return (
    <Text fontWeight="semibold" fontSize="sm" color="fg.muted" textTransform="uppercase" letterSpacing="wide" gridColumn={full ? FULL_WIDTH : undefined}>
      {children}
    </Text>
  );
}
