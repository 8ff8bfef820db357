import { defineMessages } from 'react-intl';

/** Words shared by many screens. */
export const commonMessages = defineMessages({
  save: { id: 'common.save', defaultMessage: 'Save' },
  cancel: { id: 'common.cancel', defaultMessage: 'Cancel' },
  delete: { id: 'common.delete', defaultMessage: 'Delete' },
  edit: { id: 'common.edit', defaultMessage: 'Edit' },
  create: { id: 'common.create', defaultMessage: 'Create' },
  back: { id: 'common.back', defaultMessage: 'Back' },
  close: { id: 'common.close', defaultMessage: 'Close' },
  /** The region where short messages (toasts) appear. */
  toasts: { id: 'common.toasts', defaultMessage: 'Messages' },
  retry: { id: 'common.retry', defaultMessage: 'Try again' },
  createdAt: { id: 'common.createdAt', defaultMessage: 'Created at' },
  saved: { id: 'common.saved', defaultMessage: 'Changes saved' },
  somethingWentWrong: { id: 'common.somethingWentWrong', defaultMessage: 'Something went wrong' },
  offline: { id: 'common.offline', defaultMessage: 'You are offline' },
  tryAgainLater: { id: 'common.tryAgainLater', defaultMessage: 'Something went wrong. Please, try again later' },
  missingId: { id: 'common.missingId', defaultMessage: 'This page needs an id in its address. Open it from a list.' },
});
