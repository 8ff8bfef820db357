import { defineMessages } from 'react-intl';

export const errorMessages = defineMessages({
  notFound: { id: 'errors.notFound', defaultMessage: 'Page not found!' },
  notFoundHint: { id: 'errors.notFoundHint', defaultMessage: 'The address you opened does not exist in the console.' },
  backHome: { id: 'errors.backHome', defaultMessage: 'Back to the start page' },
  accessDenied: { id: 'errors.accessDenied', defaultMessage: 'Access denied!' },
  accessDeniedHint: { id: 'errors.accessDeniedHint', defaultMessage: 'Your role does not allow this screen.' },
  generic: { id: 'errors.generic', defaultMessage: 'Something went wrong' },
  genericHint: { id: 'errors.genericHint', defaultMessage: 'The screen could not be shown. Try again, or go back to the start page.' },
  chunk: { id: 'errors.chunk', defaultMessage: 'The web application was updated. Please, reload the page' },
  reload: { id: 'errors.reload', defaultMessage: 'Reload the page' },
});
