import { Checkbox, Fieldset, SimpleGrid, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import type { Option } from './fields';

/**
 * Checkboxes of `options` as one group under its legend (a fieldset, so a screen reader names
 * the group); `onChange` gets the chosen values in the options' order. `name` is every box's,
 * so a form can focus the group when it is wrong.
 */
export function CheckboxGroupField({
  legend,
  options,
  value,
  onChange,
  name,
  helper,
  error,
  required,
  disabled,
}: {
  legend: string;
  options: readonly Option[];
  value: readonly string[];
  onChange: (value: string[]) => void;
  name?: string;
  helper?: ReactNode;
  error?: string;
  required?: boolean;
  disabled?: boolean;
}) {
  const toggle = (option: string, on: boolean) =>
    onChange(options.map((o) => o.value).filter((v) => (v === option ? on : value.includes(v))));
  return (
    <Fieldset.Root invalid={Boolean(error)} disabled={disabled}>
      <Fieldset.Legend fontSize="sm" fontWeight="medium">
        {legend}
        {/* Marked as the other fields' labels are; the boxes say what is missing once sent. */}
        {required && (
          <Text as="span" color="fg.error" ms="1" aria-hidden="true">
            *
          </Text>
        )}
      </Fieldset.Legend>
      {helper && !error && <Fieldset.HelperText>{helper}</Fieldset.HelperText>}
      <SimpleGrid columns={{ base: 1, sm: 2 }} gap="2" mt="1">
        {options.map((option) => (
          <Checkbox.Root
            key={option.value}
            colorPalette="teal"
            checked={value.includes(option.value)}
            onCheckedChange={(details) => toggle(option.value, details.checked === true)}
          >
            <Checkbox.HiddenInput name={name} />
            <Checkbox.Control />
            <Checkbox.Label>{option.label}</Checkbox.Label>
          </Checkbox.Root>
        ))}
      </SimpleGrid>
      <Fieldset.ErrorText>{error}</Fieldset.ErrorText>
    </Fieldset.Root>
  );
}
