import { Button, Field, Wrap } from '@chakra-ui/react';
import { useIssueText } from '@/components/form/fields';
import type { FieldBinding } from '@/components/form/use-form';
import { WEEKDAYS } from '@/lib/dates';
import { useScheduleLabels } from './labels';

/** MON…SUN as toggle buttons; the value is the chosen days, comma-separated, Monday first. */
export function WeekdayToggles({ label, field }: { label: string; field: FieldBinding }) {
  const labels = useScheduleLabels();
  const issueText = useIssueText();
  const error = issueText(field.error);
  const chosen = field.value ? field.value.split(',') : [];
  const toggle = (day: string) => {
    const next = chosen.includes(day) ? chosen.filter((d) => d !== day) : [...chosen, day];
    field.onValueChange(WEEKDAYS.filter((d) => next.includes(d)).join(','));
  };
  return (
    <Field.Root invalid={Boolean(error)} required>
      <Field.Label id="weekdays-label">
        {label}
        <Field.RequiredIndicator />
      </Field.Label>
      <Wrap gap="2" role="group" aria-labelledby="weekdays-label">
        {WEEKDAYS.map((day, index) => {
          const on = chosen.includes(day);
          return (
            <Button
              key={day}
              name={index === 0 ? field.name : undefined}
              size="sm"
              minW="12"
              variant={on ? 'solid' : 'outline'}
              colorPalette={on ? 'teal' : 'gray'}
              aria-pressed={on}
              onClick={() => toggle(day)}
            >
              {labels.dayName(day)}
            </Button>
          );
        })}
      </Wrap>
      <Field.ErrorText>{error}</Field.ErrorText>
    </Field.Root>
  );
}
