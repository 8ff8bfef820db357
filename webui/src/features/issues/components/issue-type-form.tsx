import { Checkbox, Separator } from '@chakra-ui/react';
import { useState, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import { useViolationText } from '@/components/errors/error-text';
import { TextField } from '@/components/form/fields';
import { FormLayout, FullWidth } from '@/components/form/form-layout';
import { useForm } from '@/components/form/use-form';
import { check, numberBetween, required } from '@/components/form/validators';
import { isApiError, type Violation } from '@/lib/api-error';
import {
  checkSteps,
  MAX_TARGET_MINUTES,
  stepRowsOf,
  stepsOf,
  stepsValid,
  type IssueTypeInput,
  type IssueTypeSettings,
  type StepRow,
} from '../escalation';
import { issueTypeMessages as m } from '../messages';
import { EscalationEditor, useStepErrorText, type StepErrorText } from './escalation-editor';

interface IssueTypeValues extends Record<string, string> {
  targetMinutes: string;
  autoResolve: string;
}

const validate = (values: IssueTypeValues) => ({
  targetMinutes: check(values.targetMinutes, required, numberBetween(1, MAX_TARGET_MINUTES, { integer: true })),
});

/** `escalation`, `escalation[2].afterMinutes` (a `body.` prefix, or dots for brackets, too). */
const STEP_FIELD = /^(?:body\.|data\.|\$\.)?escalation(?:(?:\[(\d+)\]|\.(\d+))\.(afterMinutes|notify))?$/;

/** Places the server's step violations on their steps; answers the rest and the list's own. */
function placeSteps(violations: Violation[], text: (violation: Violation) => string) {
  const steps: StepErrorText[] = [];
  const rest: Violation[] = [];
  let list: string | undefined;
  for (const violation of violations) {
    const match = STEP_FIELD.exec(violation.field);
    if (!match) rest.push(violation);
    else if (match[3] === undefined) list ??= text(violation);
    else {
      const index = Number(match[1] ?? match[2]);
      const field = match[3] as keyof StepErrorText;
      steps[index] = { ...steps[index], [field]: steps[index]?.[field] ?? text(violation) };
    }
  }
  return { steps, list, rest };
}

/** An issue type's target time, whether it resolves itself, and its escalation steps. */
export function IssueTypeForm({
  issueType,
  onSubmit,
  onCancel,
}: {
  issueType: IssueTypeSettings;
  onSubmit: (input: IssueTypeInput) => Promise<void>;
  onCancel: () => void;
}) {
  const intl = useIntl();
  const violationText = useViolationText();
  const stepText = useStepErrorText();
  const form = useForm<IssueTypeValues>({
    initialValues: { targetMinutes: String(issueType.targetMinutes), autoResolve: String(issueType.autoResolve) },
    validate,
  });
  const [rows, setRows] = useState<StepRow[]>(stepRowsOf(issueType.escalation));
  const [checked, setChecked] = useState(false);
  const [blocked, setBlocked] = useState(false);
  const [serverSteps, setServerSteps] = useState<StepErrorText[]>([]);
  const [listError, setListError] = useState<string | undefined>();

  const clientSteps = checked ? checkSteps(rows).map(stepText) : [];
  const stepErrors = rows.map((_, index) => ({
    afterMinutes: clientSteps[index]?.afterMinutes ?? serverSteps[index]?.afterMinutes,
    notify: clientSteps[index]?.notify ?? serverSteps[index]?.notify,
  }));

  const submit = (event: FormEvent) => {
    setChecked(true);
    setBlocked(false);
    setServerSteps([]);
    setListError(undefined);
    const valid = stepsValid(rows);
    return form.handleSubmit(async (values) => {
      if (!valid) {
        setBlocked(true);
        return;
      }
      const input: IssueTypeInput = {
        targetMinutes: Number(values.targetMinutes.trim()),
        autoResolve: values.autoResolve === 'true',
        escalation: stepsOf(rows),
      };
      try {
        await onSubmit(input);
      } catch (error) {
        if (!isApiError(error) || error.violations.length === 0) throw error;
        const placed = placeSteps(error.violations, (violation) => violationText(violation, error));
        setServerSteps(placed.steps);
        setListError(placed.list);
        if (placed.rest.length > 0) throw error.withViolations(placed.rest);
        setBlocked(true);
      }
    })(event);
  };

  return (
    <FormLayout form={form} onSubmit={submit} invalidSubmit={blocked} label={m.formLabel} onCancel={onCancel}>
      <TextField label={m.targetMinutes} field={form.register('targetMinutes')} inputMode="numeric" required />
      <Checkbox.Root
        alignSelf="flex-end"
        pb="2"
        checked={form.values.autoResolve === 'true'}
        onCheckedChange={(details) => form.setValue('autoResolve', String(details.checked === true))}
      >
        <Checkbox.HiddenInput name="autoResolve" />
        <Checkbox.Control />
        <Checkbox.Label>{intl.formatMessage(m.autoResolve)}</Checkbox.Label>
      </Checkbox.Root>
      <FullWidth>
        <Separator my="2" />
        <EscalationEditor
          rows={rows}
          onChange={(next) => {
            setRows(next);
            setServerSteps([]);
            setListError(undefined);
          }}
          errors={stepErrors}
          listError={listError}
        />
      </FullWidth>
    </FormLayout>
  );
}
