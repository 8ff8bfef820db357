import type { MessageDescriptor } from 'react-intl';
import type { Words } from '../words';
import { TextField } from './fields';
import type { FieldBinding } from './use-form';
import { check, MAX_PASSWORD, maxLength, MIN_PASSWORD, minLength, required } from './validators';

/** The words of a new password's two fields, in the form's own terms. */
export interface NewPasswordWords {
  newPassword: MessageDescriptor;
  repeatPassword: MessageDescriptor;
  passwordsDiffer: MessageDescriptor;
}

/** A new password within the server's limits, typed the same twice: the fields' errors. */
export function newPasswordErrors(values: { newPassword: string; repeatPassword: string }, words: NewPasswordWords) {
  return {
    newPassword: check(values.newPassword, required, minLength(MIN_PASSWORD), maxLength(MAX_PASSWORD)),
    repeatPassword:
      check(values.repeatPassword, required) ??
      (values.repeatPassword !== values.newPassword ? { message: words.passwordsDiffer } : undefined),
  };
}

/** The new password and its repetition, as a password manager expects them. */
export function NewPasswordFields({ register, words }: { register: (name: 'newPassword' | 'repeatPassword') => FieldBinding; words: NewPasswordWords }) {
  return (
    <>
      <TextField label={words.newPassword} field={register('newPassword')} type="password" autoComplete="new-password" required />
      <TextField label={words.repeatPassword} field={register('repeatPassword')} type="password" autoComplete="new-password" required />
    </>
  );
}

/** The password the user signs in with now, as a password manager expects it. */
export function CurrentPasswordField({ label, field }: { label: Words; field: FieldBinding }) {
  return <TextField label={label} field={field} type="password" autoComplete="current-password" required />;
}
