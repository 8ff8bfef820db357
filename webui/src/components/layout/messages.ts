import { defineMessages } from 'react-intl';

export const layoutMessages = defineMessages({
  appName: { id: 'layout.appName', defaultMessage: 'Hygiene console' },
  /** The browser tab's title, as the sign-in screen names the product. */
  documentTitle: { id: 'layout.documentTitle', defaultMessage: 'Hygiene management system' },
  openMenu: { id: 'layout.openMenu', defaultMessage: 'Open the menu' },
  closeMenu: { id: 'layout.closeMenu', defaultMessage: 'Close the menu' },
  mainMenu: { id: 'layout.mainMenu', defaultMessage: 'Main menu' },
  more: { id: 'layout.more', defaultMessage: 'More' },
  settings: { id: 'layout.settings', defaultMessage: 'Settings' },
  language: { id: 'layout.language', defaultMessage: 'Language' },
  timezone: { id: 'layout.timezone', defaultMessage: 'Timezone' },
  userMenu: { id: 'layout.userMenu', defaultMessage: 'User menu' },
  profile: { id: 'layout.profile', defaultMessage: 'Your profile' },
  signOut: { id: 'layout.signOut', defaultMessage: 'Sign out' },
  poweredBy: { id: 'layout.poweredBy', defaultMessage: 'Powered by {company} © {year}' },
  skipToContent: { id: 'layout.skipToContent', defaultMessage: 'Skip to content' },
  liveOn: { id: 'layout.liveOn', defaultMessage: 'Live: this page updates itself' },
  liveReconnecting: { id: 'layout.liveReconnecting', defaultMessage: 'Live updates reconnecting…' },
});
