import { Box, Card, Center, Heading, Stack, Text } from '@chakra-ui/react';
import { useAtomValue } from 'jotai';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { Navigate, useNavigate, useSearchParams } from 'react-router';
import { LogoMark } from '@/components/layout/logo';
import { homePathFor } from '@/config/menu';
import { appStore } from '@/lib/store';
import { roleAtom, tokensAtom } from '@/lib/session-atoms';
import { ForgotPasswordForm } from '../components/forgot-password-form';
import { SignInForm } from '../components/sign-in-form';
import { authMessages } from '../messages';

/** Only same-site paths are followed after sign-in. */
export function safeRedirect(value: string | null): string | null {
  if (!value || !value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return null;
  return value === '/' ? null : value;
}

/** Sign-in: its own page, with no header or footer; "forgot your password" in its place. */
export function SignInRoute() {
  const intl = useIntl();
  const navigate = useNavigate();
  // The login name typed when "Forgot your password" was chosen; null while signing in.
  const [forgotten, setForgotten] = useState<string | null>(null);
  const [searchParams] = useSearchParams();
  const tokens = useAtomValue(tokensAtom);
  const role = useAtomValue(roleAtom);
  const redirectTo = safeRedirect(searchParams.get('redirectTo'));

  if (tokens) return <Navigate to={redirectTo ?? homePathFor(role)} replace />;

  const onSignedIn = () => {
    navigate(redirectTo ?? homePathFor(appStore.get(roleAtom)), { replace: true });
  };

  return (
    // The page's one landmark: outside the console's layout, it brings its own.
    <Center as="main" minH="100dvh" px="4" py="8" bgGradient="to-br" gradientFrom="teal.50" gradientTo="cyan.100">
      <Card.Root w="full" maxW="md" shadow="lg">
        <Card.Body>
          <Stack gap="6">
            <Stack gap="3" align="center" textAlign="center">
              <LogoMark size={48} />
              <Heading as="h1" size="2xl">
                {intl.formatMessage(authMessages.title)}
              </Heading>
              {forgotten === null ? (
                <Text color="fg.muted">
                  {redirectTo ? intl.formatMessage(authMessages.sessionEnded) : intl.formatMessage(authMessages.subtitle)}
                </Text>
              ) : (
                <Heading as="h2" size="lg">
                  {intl.formatMessage(authMessages.forgotPassword)}
                </Heading>
              )}
            </Stack>
            <Box>
              {forgotten === null ? (
                <SignInForm onSignedIn={onSignedIn} onForgotPassword={setForgotten} />
              ) : (
                <ForgotPasswordForm initialLoginName={forgotten} onBack={() => setForgotten(null)} />
              )}
            </Box>
          </Stack>
        </Card.Body>
      </Card.Root>
    </Center>
  );
}
