import { useEffect } from 'react';
import { useIntl } from 'react-intl';
import { useCleaningCompanies } from '@/api/get-cleaning-companies';
import { useLandlords } from '@/api/get-landlords';
import { staffName, useStaffOptions } from '@/api/get-staff-options';
import { FormSectionTitle, SelectField, TextField } from '@/components/form/fields';
import { FormLayout, FullWidth, OptionsError } from '@/components/form/form-layout';
import { useForm, type FormErrors } from '@/components/form/use-form';
import {
  check,
  email,
  isoDate,
  maxLength,
  MAX_PASSWORD,
  minLength,
  MIN_PASSWORD,
  numberBetween,
  optionalText,
  required,
  requiredText,
} from '@/components/form/validators';
import type { KindInfo } from '../kinds';
import { userMessages as m } from '../messages';
import type { Account, AccountProfileInput, Gender } from '../types';

export interface UserFormValues extends Record<string, string> {
  loginName: string;
  password: string;
  email: string;
  name: string;
  role: string;
  companyId: string;
  supervisorId: string;
  phone: string;
  gender: string;
  birthDate: string;
  address: string;
  mobileNo: string;
  country: string;
  performanceRating: string;
  joinDate: string;
}

export function emptyUserValues(info: KindInfo): UserFormValues {
  return {
    loginName: '', password: '', email: '', name: '', role: info.roles[0], companyId: '', supervisorId: '',
    phone: '', gender: '', birthDate: '', address: '', mobileNo: '', country: '', performanceRating: '', joinDate: '',
  };
}

export function userValuesOf(info: KindInfo, account: Account): UserFormValues {
  return {
    ...emptyUserValues(info),
    loginName: account.loginName ?? '',
    email: account.email ?? '',
    name: account.profile?.name ?? '',
    role: account.role && info.roles.includes(account.role) ? account.role : info.roles[0],
    companyId: account.companyId ?? '',
    supervisorId: account.supervisorId ?? '',
    phone: account.phone ?? '',
    gender: account.gender ?? '',
    birthDate: account.birthDate ?? '',
    address: account.address ?? '',
    mobileNo: account.mobileNo ?? '',
    country: account.country ?? '',
    performanceRating: account.performanceRating == null ? '' : String(account.performanceRating),
    joinDate: account.joinDate ?? '',
  };
}

/** Client rules mirroring domain/account.py, domain/validation.py and application/passwords.py. */
export function validateUser(info: KindInfo, mode: 'create' | 'edit', values: UserFormValues): FormErrors<UserFormValues> {
  const errors: FormErrors<UserFormValues> = {
    name: requiredText(values.name) ?? undefined,
    email: check(values.email, required, email) ?? undefined,
    phone: optionalText(values.phone) ?? undefined,
    birthDate: isoDate(values.birthDate) ?? undefined,
  };
  if (mode === 'create') {
    errors.loginName = check(values.loginName, required, email) ?? undefined;
    errors.password = check(values.password, required, minLength(MIN_PASSWORD), maxLength(MAX_PASSWORD)) ?? undefined;
  } else {
    errors.password = check(values.password, minLength(MIN_PASSWORD), maxLength(MAX_PASSWORD)) ?? undefined;
  }
  if (info.companyType) errors.companyId = check(values.companyId, required) ?? undefined;
  if (info.staff) {
    errors.address = optionalText(values.address) ?? undefined;
    errors.mobileNo = optionalText(values.mobileNo) ?? undefined;
    errors.country = optionalText(values.country) ?? undefined;
    errors.joinDate = isoDate(values.joinDate) ?? undefined;
    errors.performanceRating = numberBetween(0, 5)(values.performanceRating) ?? undefined;
  }
  return errors;
}

const orNull = (value: string) => (value.trim() ? value.trim() : null);

/** The profile body of both create and update; empty optional fields travel as null. */
export function profileInputOf(info: KindInfo, values: UserFormValues): AccountProfileInput {
  const input: AccountProfileInput = {
    email: values.email.trim(),
    profile: { name: values.name.trim() },
    companyId: info.companyType ? values.companyId : null,
    phone: orNull(values.phone),
    gender: (values.gender || null) as Gender | null,
    birthDate: values.birthDate || null,
  };
  if (info.roles.length > 1) input.role = values.role || info.roles[0];
  if (info.hasSupervisor) input.supervisorId = values.supervisorId || null;
  if (info.staff) {
    input.address = orNull(values.address);
    input.mobileNo = orNull(values.mobileNo);
    input.country = orNull(values.country);
    input.joinDate = values.joinDate || null;
    input.performanceRating = values.performanceRating.trim() ? Number(values.performanceRating) : null;
  }
  return input;
}

export function UserForm({
  info,
  mode,
  initialValues,
  submitLabel,
  onSubmit,
  onCancel,
}: {
  info: KindInfo;
  mode: 'create' | 'edit';
  initialValues: UserFormValues;
  submitLabel?: string;
  onSubmit: (values: UserFormValues) => Promise<void>;
  onCancel: () => void;
}) {
  const intl = useIntl();
  const companyType = info.companyType;
  const landlords = useLandlords({ enabled: companyType === 'LANDLORD' });
  const cleaningCompanies = useCleaningCompanies({ enabled: companyType === 'CLEANING_COMPANY' });
  const companies = companyType === 'LANDLORD' ? landlords : cleaningCompanies;
  const supervisors = useStaffOptions('supervisors', { enabled: info.hasSupervisor });
  const form = useForm({ initialValues, validate: (values) => validateUser(info, mode, values) });
  const { setValue } = form;
  const onlyCompany = companies.data?.length === 1 ? companies.data[0].id : '';
  const companyMissing = !form.values.companyId;

  // A manager sees only its own company: pick it for them.
  useEffect(() => {
    if (onlyCompany && companyMissing) setValue('companyId', onlyCompany);
  }, [onlyCompany, companyMissing, setValue]);

  const submit = form.handleSubmit((values) => onSubmit(values));
  const t = (descriptor: Parameters<typeof intl.formatMessage>[0]) => intl.formatMessage(descriptor);

  // The login name follows the email until someone types a different one.
  const emailField = form.register('email');
  const onEmailChange = (value: string) => {
    if (mode === 'create' && (form.values.loginName === '' || form.values.loginName === form.values.email)) {
      setValue('loginName', value);
    }
    emailField.onValueChange(value);
  };

  const supervisorOptions = (supervisors.data ?? [])
    .filter((s) => !form.values.companyId || !s.companyId || s.companyId === form.values.companyId)
    .map((s) => ({ value: s.id, label: staffName(s) }));
  return (
    <FormLayout
      label={submitLabel ?? t(m.sectionAccount)}
      onSubmit={submit}
      form={form}
      submitLabel={submitLabel}
      onCancel={onCancel}
    >
      <OptionsError sources={[companies, supervisors]} />
      <FullWidth>
        <FormSectionTitle>{t(m.sectionAccount)}</FormSectionTitle>
      </FullWidth>
      <TextField label={t(m.name)} field={form.register('name')} required autoComplete="off" />
      <TextField
        label={t(m.email)}
        field={{ ...emailField, onValueChange: onEmailChange }}
        type="email"
        inputMode="email"
        required
        autoComplete="off"
      />
      {mode === 'create' && (
        <TextField
          label={t(m.loginName)}
          field={form.register('loginName')}
          required
          helper={t(m.loginNameHelper)}
          autoComplete="off"
          inputMode="email"
        />
      )}
      <TextField
        label={mode === 'create' ? t(m.password) : t(m.newPassword)}
        field={form.register('password')}
        type="password"
        required={mode === 'create'}
        helper={mode === 'edit' ? t(m.newPasswordHelper) : undefined}
        autoComplete="new-password"
      />
      {info.roles.length > 1 && (
        <SelectField
          label={t(m.role)}
          field={form.register('role')}
          required
          options={[
            { value: info.roles[0], label: t(m.roleManager) },
            { value: info.roles[1], label: t(m.roleAdmin) },
          ]}
        />
      )}
      {companyType && (
        <SelectField
          label={t(m.company)}
          field={form.register('companyId')}
          required
          options={(companies.data ?? []).map((c) => ({ value: c.id, label: c.name }))}
        />
      )}
      {info.hasSupervisor && (
        <SelectField label={t(m.supervisor)} field={form.register('supervisorId')} options={supervisorOptions} />
      )}

      <FullWidth>
        <FormSectionTitle>{t(m.sectionPersonal)}</FormSectionTitle>
      </FullWidth>
      <TextField label={t(m.phone)} field={form.register('phone')} type="tel" autoComplete="off" />
      <SelectField
        label={t(m.gender)}
        field={form.register('gender')}
        options={[
          { value: 'female', label: t(m.female) },
          { value: 'male', label: t(m.male) },
        ]}
      />
      <TextField label={t(m.birthDate)} field={form.register('birthDate')} type="date" />

      {info.staff && (
        <>
          <FullWidth>
            <FormSectionTitle>{t(m.sectionWork)}</FormSectionTitle>
          </FullWidth>
          <TextField label={t(m.mobileNo)} field={form.register('mobileNo')} type="tel" autoComplete="off" />
          <FullWidth>
            <TextField label={t(m.address)} field={form.register('address')} autoComplete="off" />
          </FullWidth>
          <TextField label={t(m.country)} field={form.register('country')} autoComplete="off" />
          <TextField label={t(m.joinDate)} field={form.register('joinDate')} type="date" />
          <TextField
            label={t(m.performanceRating)}
            field={form.register('performanceRating')}
            type="number"
            inputMode="decimal"
            helper={t(m.performanceRatingHelper)}
          />
        </>
      )}
    </FormLayout>
  );
}
