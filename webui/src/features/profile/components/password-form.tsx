import { Alert, Button, Card, Heading } from '@chakra-ui/react';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { ErrorAlert } from '@/components/errors/error-alert';
import { StackedForm } from '@/components/form/form-layout';
import { useForm } from '@/components/form/use-form';
import { CurrentPasswordField, NewPasswordFields, newPasswordErrors } from '@/components/form/new-password';
import { check, required } from '@/components/form/validators';
import { storeTokens } from '@/lib/session';
import { useChangePassword } from '../api/change-password';
import { profileMessages as m } from '../messages';

const EMPTY = { currentPassword: '', newPassword: '', repeatPassword: '' };

/** The signed-in user's own password: the current one asked again, the new one twice. */
export function PasswordForm() {
  const intl = useIntl();
  const change = useChangePassword();
  const [done, setDone] = useState(false);
  const form = useForm({
    initialValues: EMPTY,
    validate: (values) => ({
      currentPassword: check(values.currentPassword, required),
      ...newPasswordErrors(values, m),
    }),
  });

  const submit = form.handleSubmit(async (values) => {
    setDone(false);
    const reply = await change.mutateAsync({
      currentPassword: values.currentPassword,
      newPassword: values.newPassword,
    });
    // The old session ended with the change: this device goes on in the new one.
    storeTokens(reply);
    form.reset(EMPTY);
    setDone(true);
  });

  return (
    <Card.Root mt="6" maxW="md">
      <Card.Body>
        <StackedForm form={form} onSubmit={submit} label={m.changePassword}>
          <Heading size="md">{intl.formatMessage(m.changePassword)}</Heading>
          {done && (
            <Alert.Root status="success" role="status">
              <Alert.Indicator />
              <Alert.Title>{intl.formatMessage(m.passwordChanged)}</Alert.Title>
            </Alert.Root>
          )}
          {form.formError ? <ErrorAlert error={form.formError} /> : null}
          <CurrentPasswordField label={m.currentPassword} field={form.register('currentPassword')} />
          <NewPasswordFields register={form.register} words={m} />
          <Button type="submit" colorPalette="teal" loading={form.submitting} alignSelf="flex-start">
            {intl.formatMessage(m.changePassword)}
          </Button>
        </StackedForm>
      </Card.Body>
    </Card.Root>
  );
}
