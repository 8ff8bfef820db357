import { Box, Card, Center, Heading, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { LogoMark } from '@/components/layout/logo-mark';
import type { LogInReply } from '../api/log-in';
import { authMessages } from '../messages';
import { ForgotPasswordForm } from './forgot-password-form';
import { SignInForm } from './sign-in-form';

/** Only same-site paths are followed after sign-in. */
export function safeRedirect(value: string | null): string | null {
  if (!value || !value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return null;
  return value === '/' ? null : value;
}

export interface SignInPageProps {
  /** The page asked for before sign-in, if any (already `safeRedirect`ed). */
  redirectTo: string | null;
  /** Stores the tokens of a reply with a refresh token; says whether it did. */
  keepSession: (reply: LogInReply) => boolean;
  onSignedIn: () => void | Promise<void>;
}

/**
 * Sign-in: its own page, with no header or footer; "forgot your password" in its place. It
 * knows neither the router nor the console's store: the console's route (routes/sign-in.tsx)
 * and the sign-in page's own entry (app/sign-in-app.tsx) say where a session goes.
 */
export function SignInPage({ redirectTo, keepSession, onSignedIn }: SignInPageProps) {
  const intl = useIntl();
  // The login name typed when "Forgot your password" was chosen; null while signing in.
  const [forgotten, setForgotten] = useState<string | null>(null);

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
                <SignInForm keepSession={keepSession} onSignedIn={onSignedIn} onForgotPassword={setForgotten} />
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
