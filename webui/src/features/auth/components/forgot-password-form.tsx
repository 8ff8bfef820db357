import { Alert, Button, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { ErrorAlert } from '@/components/errors/error-alert';
import { StackedForm } from '@/components/form/form-layout';
import { useForm } from '@/components/form/use-form';
import { check, email, required } from '@/components/form/validators';
import { requestPasswordReset } from '../api/request-password-reset';
import { authMessages as m } from '../messages';
import { AuthSubmitButton, LoginNameField } from './auth-fields';

/**
 * "Forgot your password": asks for the login name and sends the request. The answer is the
 * same whether or not the name is an account's, and so is what this says.
 */
export function ForgotPasswordForm({ initialLoginName = '', onBack }: { initialLoginName?: string; onBack: () => void }) {
  const intl = useIntl();
  const [sent, setSent] = useState(false);
  const form = useForm({
    initialValues: { loginName: initialLoginName },
    validate: (values) => ({ loginName: check(values.loginName, required, email) }),
  });

  const submit = form.handleSubmit(async (values) => {
    await requestPasswordReset({ loginName: values.loginName.trim() });
    setSent(true);
  });

  const back = (
    <Button type="button" variant="ghost" colorPalette="teal" onClick={onBack} w="full">
      {intl.formatMessage(m.backToSignIn)}
    </Button>
  );

  if (sent) {
    return (
      <Stack gap="4">
        <Alert.Root status="success" role="status">
          <Alert.Indicator />
          <Alert.Title>{intl.formatMessage(m.requestSent)}</Alert.Title>
        </Alert.Root>
        {back}
      </Stack>
    );
  }

  return (
    <StackedForm form={form} onSubmit={submit} label={m.forgotPassword}>
      <Text color="fg.muted">{intl.formatMessage(m.forgotIntro)}</Text>
      {form.formError ? <ErrorAlert error={form.formError} /> : null}
      <LoginNameField field={form.register('loginName')} />
      <AuthSubmitButton submitting={form.submitting}>{intl.formatMessage(m.askForPassword)}</AuthSubmitButton>
      {back}
    </StackedForm>
  );
}
