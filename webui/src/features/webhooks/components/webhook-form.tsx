import { Button } from '@chakra-ui/react';
import { useAtomValue } from 'jotai';
import { LuKeyRound } from 'react-icons/lu';
import { useIntl } from 'react-intl';
import { useCleaningCompanies } from '@/api/get-cleaning-companies';
import { useLandlords, type CompanyOption } from '@/api/get-landlords';
import { columnMessages } from '@/components/column-messages';
import { CheckboxGroupField } from '@/components/form/checkbox-group-field';
import { FormLayout, FullWidth, OptionsError, type RecordFormProps } from '@/components/form/form-layout';
import { SelectField, TextField, useIssueText } from '@/components/form/fields';
import { useForm } from '@/components/form/use-form';
import { check, maxLength, minLength, plainText, required, type Validator } from '@/components/form/validators';
import { roleAtom } from '@/lib/session-atoms';
import { kindLabel, WEBHOOK_KINDS } from '../kinds';
import { webhookMessages as m } from '../messages';
import type { WebhookInput } from '../types';

export const EMPTY_WEBHOOK = { url: '', companyId: '', kinds: '', secret: '' };

export type WebhookFormValues = typeof EMPTY_WEBHOOK;

/** The server's limits (docs/alerts.md): an http(s) address of at most 2,000 characters, a secret of 16 to 200. */
const MAX_URL = 2000;
const MIN_SECRET = 16;
const MAX_SECRET = 200;

const webAddress: Validator = (value) => {
  try {
    const url = new URL(value.trim());
    return ['http:', 'https:'].includes(url.protocol) && url.hostname ? null : { message: m.urlInvalid };
  } catch {
    return { message: m.urlInvalid };
  }
};

const chosenKinds = (value: string) => value.split(',').filter(Boolean);

/** Client rules mirror the server's; the server also refuses what only it knows (a link-local address). */
export function validateWebhook(values: WebhookFormValues) {
  return {
    url: check(values.url, required, maxLength(MAX_URL), webAddress),
    kinds: chosenKinds(values.kinds).length > 0 ? undefined : { message: m.kindsRequired },
    secret: check(values.secret, required, minLength(MIN_SECRET), maxLength(MAX_SECRET), plainText),
  };
}

/** A secret hard to guess: 32 random bytes as 64 hex digits. */
export function newSecret(): string {
  const bytes = globalThis.crypto.getRandomValues(new Uint8Array(32));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/** The companies the system admin may give a webhook to, each said with its kind. */
function useCompanyOptions(enabled: boolean) {
  const intl = useIntl();
  const landlords = useLandlords({ enabled });
  const cleaning = useCleaningCompanies({ enabled });
  const ofKind = (kind: string) => (company: CompanyOption) => ({ value: company.id, label: `${company.name} · ${kind}` });
  const options = [
    ...(landlords.data ?? []).map(ofKind(intl.formatMessage(columnMessages.landlord))),
    ...(cleaning.data ?? []).map(ofKind(intl.formatMessage(columnMessages.cleaningCompany))),
  ];
  return { options, sources: [landlords, cleaning] };
}

/**
 * A new webhook: its address, the system admin's choice of company (a manager's is its own),
 * the events it hears of and its secret, typed or generated.
 */
export function WebhookForm({ initialValues = EMPTY_WEBHOOK, onSubmit, ...actions }: RecordFormProps<WebhookFormValues, WebhookInput>) {
  const intl = useIntl();
  const issueText = useIssueText();
  const admin = useAtomValue(roleAtom) === 'admin';
  const companies = useCompanyOptions(admin);
  const form = useForm({ initialValues, validate: validateWebhook });
  const submit = form.handleSubmit((values) =>
    onSubmit({
      url: values.url.trim(),
      // The checkboxes offer only the kinds the server takes.
      kinds: chosenKinds(values.kinds) as WebhookInput['kinds'],
      secret: values.secret,
      ...(admin && values.companyId ? { companyId: values.companyId } : {}),
    }),
  );
  const kinds = form.register('kinds');
  const secret = form.register('secret');
  return (
    <FormLayout form={form} onSubmit={submit} label={actions.submitLabel ?? m.newWebhook} {...actions}>
      {admin && <OptionsError sources={companies.sources} />}
      <TextField label={m.url} field={form.register('url')} required full type="url" autoComplete="off" helper={intl.formatMessage(m.urlHelper)} />
      {admin && (
        <SelectField
          label={m.company}
          field={form.register('companyId')}
          options={companies.options}
          placeholder={m.wholeConsole}
          helper={intl.formatMessage(m.companyHelper)}
          full
        />
      )}
      <FullWidth>
        <CheckboxGroupField
          legend={intl.formatMessage(m.kinds)}
          name={kinds.name}
          options={WEBHOOK_KINDS.map((kind) => ({ value: kind, label: kindLabel(intl, kind) }))}
          value={chosenKinds(kinds.value)}
          onChange={(chosen) => kinds.onValueChange(chosen.join(','))}
          error={issueText(kinds.error)}
          required
        />
      </FullWidth>
      <TextField label={m.secret} field={secret} required full autoComplete="off" helper={intl.formatMessage(m.secretHelper)} />
      <FullWidth>
        <Button variant="outline" size="sm" onClick={() => secret.onValueChange(newSecret())}>
          <LuKeyRound /> {intl.formatMessage(m.generate)}
        </Button>
      </FullWidth>
    </FormLayout>
  );
}
