import { Input, Text } from '@chakra-ui/react';
import { useIntl } from 'react-intl';
import { FieldFrame, OptionsSelect } from '@/components/form/fields';
import { validationMessages } from '@/components/form/messages';
import { RowsEditor } from '@/components/form/rows-editor';
import { Hint } from '@/components/hint';
import { MAX_AFTER_MINUTES, MAX_STEPS, NOTIFY_ROLES, type StepProblem, type StepRow, type StepRowError } from '../escalation';
import { issueTypeMessages as m, notifyMessages } from '../messages';

const WORDS = { title: m.steps, add: m.addStep, remove: m.removeStep };

/** A step's mistakes as the editor shows them: the client's in the user's language, or the server's words. */
export interface StepErrorText {
  afterMinutes?: string;
  notify?: string;
}

/** The words of the client's step mistakes. */
export function useStepErrorText(): (error: StepRowError) => StepErrorText {
  const intl = useIntl();
  const minutes: Record<StepProblem, string> = {
    required: intl.formatMessage(validationMessages.required),
    whole: intl.formatMessage(validationMessages.wholeNumber),
    range: intl.formatMessage(validationMessages.numberRange, { min: 1, max: MAX_AFTER_MINUTES }),
    'not-later': intl.formatMessage(m.notLater),
  };
  return (error) => ({
    afterMinutes: error.afterMinutes && minutes[error.afterMinutes],
    notify: error.notify && intl.formatMessage(validationMessages.required),
  });
}

/**
 * An issue type's escalation steps: after how many minutes open whom to tell, up to five,
 * each later than the one before. `errors` are per step; `listError` is about the steps as a whole.
 */
export function EscalationEditor({
  rows,
  onChange,
  errors,
  listError,
}: {
  rows: StepRow[];
  onChange: (rows: StepRow[]) => void;
  errors: StepErrorText[];
  listError?: string;
}) {
  const intl = useIntl();
  const update = (index: number, change: Partial<StepRow>) => onChange(rows.map((row, i) => (i === index ? { ...row, ...change } : row)));
  const options = NOTIFY_ROLES.map((role) => ({ value: role, label: intl.formatMessage(notifyMessages[role]) }));
  const last = rows.at(-1);
  // A new step starts an hour after the last one, within the week the server takes.
  const next = last && Number.isInteger(Number(last.afterMinutes)) ? Math.min(Number(last.afterMinutes) + 60, MAX_AFTER_MINUTES) : 30;
  return (
    <RowsEditor
      words={WORDS}
      max={MAX_STEPS}
      note={
        <>
          <Hint>{intl.formatMessage(rows.length === 0 ? m.noSteps : m.stepsHint, { max: MAX_STEPS })}</Hint>
          {rows.length >= MAX_STEPS && <Hint>{intl.formatMessage(m.maxSteps, { max: MAX_STEPS })}</Hint>}
          {listError && (
            <Text fontSize="sm" color="fg.error" role="alert">
              {listError}
            </Text>
          )}
        </>
      }
      rows={rows}
      onChange={onChange}
      newRow={{ afterMinutes: String(next), notify: 'supervisor' }}
    >
      {(row, index, number) => {
        const error = errors[index] ?? {};
        return (
          <>
            <FieldFrame label={intl.formatMessage(m.afterMinutes, { number })} error={error.afterMinutes} required flex="2">
              <Input
                name={`escalation.${index}.afterMinutes`}
                type="number"
                inputMode="numeric"
                min={1}
                max={MAX_AFTER_MINUTES}
                step={1}
                value={row.afterMinutes}
                onChange={(event) => update(index, { afterMinutes: event.target.value })}
                bg="bg"
              />
            </FieldFrame>
            <FieldFrame label={intl.formatMessage(m.notify, { number })} error={error.notify} required flex="3">
              <OptionsSelect name={`escalation.${index}.notify`} value={row.notify} options={options} onChange={(notify) => update(index, { notify })}>
                <option value="">{intl.formatMessage(validationMessages.selectPlaceholder)}</option>
              </OptionsSelect>
            </FieldFrame>
          </>
        );
      }}
    </RowsEditor>
  );
}
