import { defineMessages } from 'react-intl';

export const authMessages = defineMessages({
  title: { id: 'auth.title', defaultMessage: 'Hygiene management system' },
  subtitle: { id: 'auth.subtitle', defaultMessage: 'Sign in to your account' },
  email: { id: 'auth.email', defaultMessage: 'Email' },
  password: { id: 'auth.password', defaultMessage: 'Password' },
  forgotPassword: { id: 'auth.forgotPassword', defaultMessage: 'Forgot your password?' },
  forgotPasswordHint: {
    id: 'auth.forgotPasswordHint',
    defaultMessage: 'Ask your administrator to set a new password for your account.',
  },
  logIn: { id: 'auth.logIn', defaultMessage: 'Login' },
  noSession: {
    id: 'auth.noSession',
    defaultMessage: 'The server did not start a session. Please, try again later',
  },
  sessionEnded: {
    id: 'auth.sessionEnded',
    defaultMessage: 'Please sign in to continue.',
  },
});
