import { Button } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { TextField } from '@/components/form/fields';
import type { FieldBinding } from '@/components/form/use-form';
import { authMessages as m } from '../messages';

/** The login name, an email address, as a password manager expects it. */
export function LoginNameField({ field }: { field: FieldBinding }) {
  return <TextField label={m.email} field={field} type="email" autoComplete="username" inputMode="email" required />;
}

/** The sign-in screens' wide submit button. */
export function AuthSubmitButton({ submitting, children }: { submitting: boolean; children: ReactNode }) {
  return (
    <Button type="submit" colorPalette="teal" size="lg" loading={submitting} w="full">
      {children}
    </Button>
  );
}
