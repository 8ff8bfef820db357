import { useIntl, type IntlShape } from 'react-intl';
import { isApiError, type ApiError, type Violation } from '@/lib/api-error';
import { fieldIssueText, type FieldIssue } from '../form/validators';
import { commonMessages } from '../messages';
import {
  errorCodeMessages,
  inUseMessages,
  rangeMessages,
  thingMessages,
  thingNames,
  violationMessages,
} from './api-error-messages';

const has = <T extends object>(messages: T, key: unknown): key is keyof T & string =>
  typeof key === 'string' && Object.hasOwn(messages, key);

/**
 * A field's message: the text of its violation code in the user's language, with the
 * values it names. For `invalid` and codes this client does not know, the server's own words
 * to an English reader and a plain "not accepted" to the others (the server speaks English only).
 * A `not-unique` field of an `in-use` error says which value is taken.
 */
export function violationIssue(violation: Violation, error?: ApiError): FieldIssue {
  const { code, params } = violation;
  if (code === 'not-unique' && error?.code === 'in-use' && has(inUseMessages, error.params.what)) {
    return { message: inUseMessages[error.params.what] };
  }
  const serverWords: FieldIssue = violation.message
    ? { message: violationMessages.invalid, english: violation.message }
    : { message: violationMessages['invalid-format'] };
  if (code === 'out-of-range') {
    const { min, max } = params;
    if (min !== undefined && max !== undefined) return { message: rangeMessages.between, values: { min, max } };
    if (min !== undefined) return { message: rangeMessages.atLeast, values: { min } };
    if (max !== undefined) return { message: rangeMessages.atMost, values: { max } };
    return serverWords;
  }
  if (code === 'too-long' && params.max === undefined) return serverWords;
  if (code && code !== 'invalid' && has(violationMessages, code)) return { message: violationMessages[code], values: params };
  return serverWords;
}

export function violationText(intl: IntlShape, violation: Violation, error?: ApiError): string {
  return fieldIssueText(intl, violationIssue(violation, error));
}

/** When the server's body says nothing this client knows: a text by status. */
function statusText(intl: IntlShape, status: number): string {
  if (status === 0 || status >= 500) return intl.formatMessage(commonMessages.tryAgainLater);
  if (status === 400 || status === 422) return intl.formatMessage(errorCodeMessages['invalid-input']);
  if (status === 401) return intl.formatMessage(errorCodeMessages['not-authorized']);
  if (status === 403) return intl.formatMessage(errorCodeMessages['access-denied']);
  if (status === 409) return intl.formatMessage(errorCodeMessages.conflict);
  if (status === 429) return intl.formatMessage(errorCodeMessages['too-many-requests']);
  return intl.formatMessage(commonMessages.somethingWentWrong);
}

/**
 * What to tell the user about a failed call, in their language: the text of the error's
 * code (with the thing or value it names), else the server's own message when the reader
 * reads English (the server's language), else a text by status.
 */
export function errorText(intl: IntlShape, error: unknown): string {
  if (!isApiError(error)) return intl.formatMessage(commonMessages.somethingWentWrong);
  const { code, params } = error;
  const english = intl.locale.startsWith('en');
  const serverWords = () =>
    english && error.fromServer && error.message ? error.message : statusText(intl, error.status);
  if (error.status === 0) return intl.formatMessage(commonMessages.offline);
  switch (code) {
    case null:
      return serverWords();
    case 'not-found':
    case 'deleted': {
      if (!has(thingNames, params.what)) return serverWords();
      const thing = intl.formatMessage(thingNames[params.what]);
      return intl.formatMessage(code === 'not-found' ? thingMessages.notFound : thingMessages.deleted, { thing });
    }
    case 'in-use':
      return intl.formatMessage(has(inUseMessages, params.what) ? inUseMessages[params.what] : inUseMessages.other);
    case 'server-error':
      return intl.formatMessage(commonMessages.tryAgainLater);
    default:
      return has(errorCodeMessages, code) ? intl.formatMessage(errorCodeMessages[code], params) : serverWords();
  }
}

/** `errorText` in the current language. */
export function useErrorText(): (error: unknown) => string {
  const intl = useIntl();
  return (error) => errorText(intl, error);
}

/** `violationText` in the current language. */
export function useViolationText(): (violation: Violation, error?: ApiError) => string {
  const intl = useIntl();
  return (violation, error) => violationText(intl, violation, error);
}
