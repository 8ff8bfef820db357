import type { IntlShape, MessageDescriptor } from 'react-intl';

/** Words for the screen: text already said, or a message to say in the user's language. */
export type Words = string | MessageDescriptor;

/** `words` in the user's language. */
export function say(intl: IntlShape, words: Words): string {
  return typeof words === 'string' ? words : intl.formatMessage(words);
}
