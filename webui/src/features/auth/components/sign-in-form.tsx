import { Alert, Link } from '@chakra-ui/react';
import { useIntl } from 'react-intl';
import { ErrorAlert } from '@/components/errors/error-alert';
import { StackedForm } from '@/components/form/form-layout';
import { CurrentPasswordField } from '@/components/form/new-password';
import { useForm } from '@/components/form/use-form';
import { check, email, required } from '@/components/form/validators';
import { logIn, type LogInReply } from '../api/log-in';
import { authMessages } from '../messages';
import { AuthSubmitButton, LoginNameField } from './auth-fields';

class NoSessionError extends Error {}

/**
 * Email and password; `keepSession` stores the tokens, only when the reply has a refresh token
 * (it says whether it did). The form stays busy until `onSignedIn` is done. "Forgot your
 * password" hands the login name typed so far to `onForgotPassword`.
 */
export function SignInForm({
  keepSession,
  onSignedIn,
  onForgotPassword,
}: {
  keepSession: (reply: LogInReply) => boolean;
  onSignedIn: () => void | Promise<void>;
  onForgotPassword: (loginName: string) => void;
}) {
  const intl = useIntl();
  const form = useForm({
    initialValues: { loginName: '', password: '' },
    validate: (values) => ({
      loginName: check(values.loginName, required, email),
      password: check(values.password, required),
    }),
  });

  const submit = form.handleSubmit(async (values) => {
    const reply = await logIn({ loginName: values.loginName.trim(), password: values.password });
    if (!keepSession(reply)) throw new NoSessionError();
    await onSignedIn();
  });

  return (
    <StackedForm form={form} onSubmit={submit} label={authMessages.title}>
      {form.formError instanceof NoSessionError ? (
        <Alert.Root status="error" role="alert">
          <Alert.Indicator />
          <Alert.Title>{intl.formatMessage(authMessages.noSession)}</Alert.Title>
        </Alert.Root>
      ) : form.formError ? (
        <ErrorAlert error={form.formError} />
      ) : null}
      <LoginNameField field={form.register('loginName')} />
      <CurrentPasswordField label={authMessages.password} field={form.register('password')} />
      <Link
        as="button"
        type="button"
        alignSelf="flex-end"
        fontSize="sm"
        color="teal.fg"
        onClick={() => onForgotPassword(form.values.loginName.trim())}
      >
        {intl.formatMessage(authMessages.forgotPassword)}
      </Link>
      <AuthSubmitButton submitting={form.submitting}>{intl.formatMessage(authMessages.logIn)}</AuthSubmitButton>
    </StackedForm>
  );
}
