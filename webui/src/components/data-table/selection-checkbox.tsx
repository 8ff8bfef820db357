import { Checkbox } from '@chakra-ui/react';

/** The small checkbox of a row, or of all rows in the header; `indeterminate` when some are ticked. */
export function SelectionCheckbox({
  checked,
  onChange,
  label,
  disabled,
}: {
  checked: boolean | 'indeterminate';
  onChange: (checked: boolean) => void;
  label: string;
  disabled?: boolean;
}) {
  return (
    <Checkbox.Root
      size="sm"
      display="flex"
      checked={checked}
      disabled={disabled}
      onCheckedChange={(details) => onChange(details.checked === true)}
      aria-label={label}
    >
      <Checkbox.HiddenInput />
      <Checkbox.Control />
    </Checkbox.Root>
  );
}
