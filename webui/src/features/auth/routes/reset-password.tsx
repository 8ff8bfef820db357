import { Alert, Button, Card, Center, Heading, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { useIntl, type MessageDescriptor } from 'react-intl';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { ErrorAlert } from '@/components/errors/error-alert';
import { useForm } from '@/components/form/use-form';
import { NewPasswordFields, newPasswordErrors } from '@/components/form/new-password';
import { LanguageSwitch } from '@/components/language-switch';
import { LogoMark } from '@/components/layout/logo-mark';
import { paths } from '@/config/paths';
import { useResetPassword } from '../api/reset-password';
import { authMessages as m } from '../messages';

const EMPTY = { newPassword: '', repeatPassword: '' };

function SignInButton() {
  const intl = useIntl();
  return (
    <Button asChild colorPalette="teal" size="lg" w="full">
      <RouterLink to={paths.signIn}>{intl.formatMessage(m.signIn)}</RouterLink>
    </Button>
  );
}

/** What stands in the form's place (the password set, or no link to set it with), and the way to sign in. */
function LinkNotice({ status, title }: { status: 'success' | 'warning'; title: MessageDescriptor }) {
  const intl = useIntl();
  return (
    <Stack gap="4">
      <Alert.Root status={status} role={status === 'success' ? 'status' : 'alert'}>
        <Alert.Indicator />
        <Alert.Title>{intl.formatMessage(title)}</Alert.Title>
      </Alert.Root>
      <SignInButton />
    </Stack>
  );
}

/** The new password, twice, through the link's token; then the way to sign in with it. */
function ResetForm({ token, onDone }: { token: string; onDone: () => void }) {
  const intl = useIntl();
  const reset = useResetPassword();
  const form = useForm({
    initialValues: EMPTY,
    validate: (values) => newPasswordErrors(values, m),
  });

  const submit = form.handleSubmit(async (values) => {
    await reset.mutateAsync({ token, newPassword: values.newPassword });
    onDone();
  });

  return (
    <form onSubmit={submit} noValidate ref={form.formRef} aria-label={intl.formatMessage(m.resetTitle)}>
      <Stack gap="4">
        <Text color="fg.muted">{intl.formatMessage(m.resetIntro)}</Text>
        {form.formError ? <ErrorAlert error={form.formError} /> : null}
        <NewPasswordFields register={form.register} words={m} />
        <Button type="submit" colorPalette="teal" size="lg" loading={form.submitting} w="full">
          {intl.formatMessage(m.setPassword)}
        </Button>
      </Stack>
    </form>
  );
}

/**
 * `/reset-password?token=…`: the page of a one-time link an administrator issued (public,
 * outside the console's layout, like sign-in). A link that no longer works says so.
 */
export function ResetPasswordRoute() {
  const intl = useIntl();
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token')?.trim() ?? '';
  const [done, setDone] = useState(false);

  const body = done ? (
    <LinkNotice status="success" title={m.passwordSet} />
  ) : !token ? (
    <LinkNotice status="warning" title={m.noLink} />
  ) : (
    <ResetForm token={token} onDone={() => setDone(true)} />
  );

  return (
    // The page's one landmark: outside the console's layout, it brings its own.
    <Center as="main" minH="100dvh" px="4" py="8" bgGradient="to-br" gradientFrom="teal.50" gradientTo="cyan.100">
      <Card.Root w="full" maxW="md" shadow="lg">
        <Card.Body>
          <Stack gap="6">
            <Stack direction="row" justify="flex-end">
              <LanguageSwitch label={intl.formatMessage(m.language)} size="xs" />
            </Stack>
            <Stack gap="3" align="center" textAlign="center">
              <LogoMark size={48} />
              <Heading as="h1" size="2xl">
                {intl.formatMessage(m.resetTitle)}
              </Heading>
              <Text color="fg.muted">{intl.formatMessage(m.title)}</Text>
            </Stack>
            {body}
          </Stack>
        </Card.Body>
      </Card.Root>
    </Center>
  );
}
