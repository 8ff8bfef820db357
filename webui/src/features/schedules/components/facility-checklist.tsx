import { Checkbox, Field, Stack } from '@chakra-ui/react';
import { useId } from 'react';
import { useIssueText } from '@/components/form/fields';
import type { FieldBinding } from '@/components/form/use-form';
import { Hint } from '@/components/hint';
import type { ScheduleFacility } from '../types';

const place = (facility: ScheduleFacility) => [facility.buildingName, facility.floorLabel, facility.name].filter(Boolean).join(' · ');

/** The member's assigned facilities as checkboxes; the value is the chosen ids, comma-separated. */
export function FacilityChecklist({
  label,
  field,
  facilities,
  hint,
}: {
  label: string;
  field: FieldBinding;
  facilities: ScheduleFacility[];
  /** Said instead of the list when there is nothing to choose (no member yet, none assigned). */
  hint?: string;
}) {
  const issueText = useIssueText();
  const baseId = useId();
  const error = issueText(field.error);
  const chosen = field.value ? field.value.split(',') : [];
  const set = (id: string, on: boolean) =>
    field.onValueChange((on ? [...chosen.filter((x) => x !== id), id] : chosen.filter((x) => x !== id)).join(','));
  return (
    <Field.Root invalid={Boolean(error)} required>
      <Field.Label>
        {label}
        <Field.RequiredIndicator />
      </Field.Label>
      {hint ? (
        <Hint>{hint}</Hint>
      ) : (
        <Stack gap="2" role="group" aria-label={label}>
          {facilities.map((facility, index) => (
            <Checkbox.Root
              key={facility.id}
              // Inside Field.Root every box would take the field's ids (one input id, one label id):
              // each label would then tick the first box and every box be named after the field.
              ids={{ hiddenInput: `${baseId}-${index}`, label: `${baseId}-${index}-label` }}
              checked={chosen.includes(facility.id)}
              onCheckedChange={(details) => set(facility.id, details.checked === true)}
            >
              <Checkbox.HiddenInput name={index === 0 ? field.name : undefined} />
              <Checkbox.Control />
              <Checkbox.Label>{place(facility)}</Checkbox.Label>
            </Checkbox.Root>
          ))}
        </Stack>
      )}
      <Field.ErrorText>{error}</Field.ErrorText>
    </Field.Root>
  );
}
