import { useIntl } from 'react-intl';
import { useCleaningCompanies } from '@/api/get-cleaning-companies';
import { useLandlords } from '@/api/get-landlords';
import { staffName, useStaffOptions } from '@/api/get-staff-options';
import { FormSectionTitle, namedOptions, SelectField, TextField } from '@/components/form/fields';
import { FormLayout, OptionsError, type RecordFormProps } from '@/components/form/form-layout';
import { useForm, useOnlyChoice, type FormErrors } from '@/components/form/use-form';
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
    name: requiredText(values.name),
    email: check(values.email, required, email),
    phone: optionalText(values.phone),
    birthDate: check(values.birthDate, isoDate),
  };
  if (mode === 'create') {
    errors.loginName = check(values.loginName, required, email);
    errors.password = check(values.password, required, minLength(MIN_PASSWORD), maxLength(MAX_PASSWORD));
  } else {
    errors.password = check(values.password, minLength(MIN_PASSWORD), maxLength(MAX_PASSWORD));
  }
  if (info.companyType) errors.companyId = check(values.companyId, required);
  if (info.staff) {
    errors.address = optionalText(values.address);
    errors.mobileNo = optionalText(values.mobileNo);
    errors.country = optionalText(values.country);
    errors.joinDate = check(values.joinDate, isoDate);
    errors.performanceRating = check(values.performanceRating, numberBetween(0, 5));
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
  // The picker offers only the roles the server takes.
  if (info.roles.length > 1) input.role = (values.role || info.roles[0]) as AccountProfileInput['role'];
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
  onSubmit,
  ...actions
}: RecordFormProps<UserFormValues, UserFormValues> & { info: KindInfo; mode: 'create' | 'edit'; initialValues: UserFormValues }) {
  const intl = useIntl();
  const companyType = info.companyType;
  const landlords = useLandlords({ enabled: companyType === 'LANDLORD' });
  const cleaningCompanies = useCleaningCompanies({ enabled: companyType === 'CLEANING_COMPANY' });
  const companies = companyType === 'LANDLORD' ? landlords : cleaningCompanies;
  const supervisors = useStaffOptions('supervisors', { enabled: info.hasSupervisor });
  const form = useForm({ initialValues, validate: (values) => validateUser(info, mode, values) });
  const { setValue } = form;
  // A manager sees only its own company: pick it for them.
  useOnlyChoice(form, 'companyId', companies.data);

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
  const roles = [
    { value: info.roles[0], label: t(m.roleManager) },
    { value: info.roles[1], label: t(m.roleAdmin) },
  ];
  const genders = [
    { value: 'female', label: t(m.female) },
    { value: 'male', label: t(m.male) },
  ];
  return (
    <FormLayout form={form} onSubmit={submit} label={actions.submitLabel ?? m.sectionAccount} {...actions}>
      <OptionsError sources={[companies, supervisors]} />
      <FormSectionTitle full>{t(m.sectionAccount)}</FormSectionTitle>
      <TextField label={m.name} field={form.register('name')} required autoComplete="off" />
      <TextField label={m.email} field={{ ...emailField, onValueChange: onEmailChange }} type="email" inputMode="email" required autoComplete="off" />
      {mode === 'create' && (
        <TextField label={m.loginName} field={form.register('loginName')} required helper={t(m.loginNameHelper)} autoComplete="off" inputMode="email" />
      )}
      <TextField
        label={mode === 'create' ? m.password : m.newPassword}
        field={form.register('password')}
        type="password"
        required={mode === 'create'}
        helper={mode === 'edit' ? t(m.newPasswordHelper) : undefined}
        autoComplete="new-password"
      />
      {info.roles.length > 1 && <SelectField label={m.role} field={form.register('role')} required options={roles} />}
      {companyType && <SelectField label={m.company} field={form.register('companyId')} required options={namedOptions(companies.data)} />}
      {info.hasSupervisor && <SelectField label={m.supervisor} field={form.register('supervisorId')} options={supervisorOptions} />}

      <FormSectionTitle full>{t(m.sectionPersonal)}</FormSectionTitle>
      <TextField label={m.phone} field={form.register('phone')} type="tel" autoComplete="off" />
      <SelectField label={m.gender} field={form.register('gender')} options={genders} />
      <TextField label={m.birthDate} field={form.register('birthDate')} type="date" />

      {info.staff && (
        <>
          <FormSectionTitle full>{t(m.sectionWork)}</FormSectionTitle>
          <TextField label={m.mobileNo} field={form.register('mobileNo')} type="tel" autoComplete="off" />
          <TextField label={m.address} field={form.register('address')} autoComplete="off" full />
          <TextField label={m.country} field={form.register('country')} autoComplete="off" />
          <TextField label={m.joinDate} field={form.register('joinDate')} type="date" />
          <TextField
            label={m.performanceRating}
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
