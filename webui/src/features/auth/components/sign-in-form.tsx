import { Alert, Button, Link, Stack } from '@chakra-ui/react';
import { useIntl } from 'react-intl';
import { ErrorAlert } from '@/components/errors/error-alert';
import { TextField } from '@/components/form/fields';
import { useForm } from '@/components/form/use-form';
import { check, email, required } from '@/components/form/validators';
import { storeTokens } from '@/lib/session';
import { useLogIn } from '../api/log-in';
import { authMessages } from '../messages';

class NoSessionError extends Error {}

/**
 * Email and password; stores the tokens only when the reply has a refresh token. "Forgot
 * your password" hands the login name typed so far to `onForgotPassword`.
 */
export function SignInForm({
  onSignedIn,
  onForgotPassword,
}: {
  onSignedIn: () => void;
  onForgotPassword: (loginName: string) => void;
}) {
  const intl = useIntl();
  const logIn = useLogIn();
  const form = useForm({
    initialValues: { loginName: '', password: '' },
    validate: (values) => ({
      loginName: check(values.loginName, required, email) ?? undefined,
      password: check(values.password, required) ?? undefined,
    }),
  });

  const submit = form.handleSubmit(async (values) => {
    const reply = await logIn.mutateAsync({ loginName: values.loginName.trim(), password: values.password });
    if (!storeTokens(reply)) throw new NoSessionError();
    onSignedIn();
  });

  return (
    <form onSubmit={submit} noValidate ref={form.formRef} aria-label={intl.formatMessage(authMessages.title)}>
      <Stack gap="4">
        {form.formError instanceof NoSessionError ? (
          <Alert.Root status="error" role="alert">
            <Alert.Indicator />
            <Alert.Title>{intl.formatMessage(authMessages.noSession)}</Alert.Title>
          </Alert.Root>
        ) : form.formError ? (
          <ErrorAlert error={form.formError} />
        ) : null}
        <TextField
          label={intl.formatMessage(authMessages.email)}
          field={form.register('loginName')}
          type="email"
          autoComplete="username"
          inputMode="email"
          required
        />
        <TextField
          label={intl.formatMessage(authMessages.password)}
          field={form.register('password')}
          type="password"
          autoComplete="current-password"
          required
        />
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
        <Button type="submit" colorPalette="teal" size="lg" loading={form.submitting} w="full">
          {intl.formatMessage(authMessages.logIn)}
        </Button>
      </Stack>
    </form>
  );
}
