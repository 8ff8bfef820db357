import { useIntl, type MessageDescriptor } from 'react-intl';
import { deviceTypeMessages, issueTypeMessages } from '@/config/catalogues';

type Titles = Record<string, MessageDescriptor>;

/** Device and issue type titles in the user's language; the server's title for ids this client does not know. */
export function useCatalogue() {
  const intl = useIntl();
  const title = (messages: Titles) => (id: string, fallback?: string | null) =>
    Object.hasOwn(messages, id) ? intl.formatMessage(messages[id]) : (fallback ?? id);
  return { deviceType: title(deviceTypeMessages), issueType: title(issueTypeMessages) };
}
