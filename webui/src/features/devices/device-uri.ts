import { validationMessages } from '@/components/form/messages';
import type { FieldError } from '@/components/form/validators';
import { deviceMessages as m } from './messages';

/** domain/device.py: MAX_URI_CHARS and URI_PATTERN (a scheme, then what a URI may hold). */
export const MAX_URI = 500;
const URI = /^[A-Za-z][A-Za-z0-9+.-]*:(?:[A-Za-z0-9._~!$&'()*+,;=:@/?#[\]-]|%[0-9A-Fa-f]{2})+$/;

/** The error of a device's URI as the server would refuse it; blank is no URI, and fine. */
export function deviceUriError(value: string): FieldError | undefined {
  const uri = value.trim();
  if (!uri) return undefined;
  if (uri.length > MAX_URI) return { message: validationMessages.tooLong, values: { max: MAX_URI } };
  return URI.test(uri) ? undefined : { message: m.uriInvalid };
}
