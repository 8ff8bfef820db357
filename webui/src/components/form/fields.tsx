import { Field, Input, NativeSelect, Text, Textarea, type InputProps } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
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
  label: string;
  field: FieldBinding;
  required?: boolean;
  helper?: ReactNode;
  disabled?: boolean;
}

function FieldShell({ label, field, required, helper, disabled, children }: BaseFieldProps & { children: ReactNode }) {
  const issueText = useIssueText();
  const error = issueText(field.error);
  return (
    <Field.Root invalid={Boolean(error)} required={required} disabled={disabled}>
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

/** A native select of `options`, after any leading `children` options (a placeholder). */
function OptionsSelect({
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

export function SelectField({ options, placeholder, ...props }: BaseFieldProps & { options: Option[]; placeholder?: string }) {
  const intl = useIntl();
  const { field } = props;
  return (
    <FieldShell {...props}>
      <OptionsSelect name={field.name} value={field.value} options={options} onChange={field.onValueChange}>
        <option value="">{placeholder ?? intl.formatMessage(validationMessages.selectPlaceholder)}</option>
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

export function FormSectionTitle({ children }: { children: ReactNode }) {
  return (
    <Text fontWeight="semibold" fontSize="sm" color="fg.muted" textTransform="uppercase" letterSpacing="wide">
      {children}
    </Text>
  );
}
