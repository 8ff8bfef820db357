import { defineMessages } from 'react-intl';

export const authMessages = defineMessages({
  title: { id: 'auth.title', defaultMessage: 'Hygiene management system' },
  subtitle: { id: 'auth.subtitle', defaultMessage: 'Sign in to your account' },
  email: { id: 'auth.email', defaultMessage: 'Email' },
  password: { id: 'auth.password', defaultMessage: 'Password' },
  forgotPassword: { id: 'auth.forgotPassword', defaultMessage: 'Forgot your password?' },
  logIn: { id: 'auth.logIn', defaultMessage: 'Login' },
  noSession: {
    id: 'auth.noSession',
    defaultMessage: 'The server did not start a session. Please, try again later',
  },
  sessionEnded: {
    id: 'auth.sessionEnded',
    defaultMessage: 'Please sign in to continue.',
  },
  forgotIntro: {
    id: 'auth.forgotIntro',
    defaultMessage: 'Enter your login name. Your administrator is told and gives you a link to set a new password.',
  },
  askForPassword: { id: 'auth.askForPassword', defaultMessage: 'Ask for a new password' },
  requestSent: {
    id: 'auth.requestSent',
    defaultMessage:
      'Your request is sent. If an account has this login name, its administrator will give you a link to set a new password.',
  },
  backToSignIn: { id: 'auth.backToSignIn', defaultMessage: 'Back to sign-in' },
  resetTitle: { id: 'auth.resetTitle', defaultMessage: 'Set a new password' },
  resetIntro: {
    id: 'auth.resetIntro',
    defaultMessage: 'Choose a new password for your account. The link works once.',
  },
  newPassword: { id: 'auth.newPassword', defaultMessage: 'New password' },
  repeatPassword: { id: 'auth.repeatPassword', defaultMessage: 'New password again' },
  passwordsDiffer: { id: 'auth.passwordsDiffer', defaultMessage: 'The two passwords differ' },
  setPassword: { id: 'auth.setPassword', defaultMessage: 'Set password' },
  passwordSet: {
    id: 'auth.passwordSet',
    defaultMessage: 'Your new password is set, and you were signed out everywhere. Sign in with it.',
  },
  signIn: { id: 'auth.signIn', defaultMessage: 'Sign in' },
  noLink: {
    id: 'auth.noLink',
    defaultMessage: 'This page needs the link your administrator gave you. Open that link, or ask for a new one.',
  },
  language: { id: 'auth.language', defaultMessage: 'Language' },
});
