import type { FieldError } from '@/components/form/validators';
import { validationMessages } from '@/components/form/messages';
import { deviceMessages as m } from './messages';

/** Device identifiers: `id:6:` + a 12-character MAC, or `uuid:` + a version-4 UUID. */
export const MAC_PREFIX = 'id:6:';
export const UUID_PREFIX = 'uuid:';
export const MAC_LENGTH = 12;
export const UUID_LENGTH = 36;

export type DeviceIdKind = 'mac' | 'uuid';

const MAC = /^[0-9A-Z]{12}$/;
const UUID4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/i;

export const prefixOf = (kind: DeviceIdKind) => (kind === 'mac' ? MAC_PREFIX : UUID_PREFIX);

/** Splits a stored identifier; the prefixes are matched case-insensitively, MAC is the default. */
export function splitDeviceId(value: string): { kind: DeviceIdKind; body: string } {
  const lowered = value.toLowerCase();
  if (lowered.startsWith(UUID_PREFIX)) return { kind: 'uuid', body: value.slice(UUID_PREFIX.length) };
  if (lowered.startsWith(MAC_PREFIX)) return { kind: 'mac', body: value.slice(MAC_PREFIX.length) };
  return { kind: 'mac', body: value };
}

/** While typing a MAC only letters and digits are kept, upper-cased, at most 12. */
export function filterMacTyping(text: string): string {
  return text.replace(/[^A-Za-z0-9]/g, '').toUpperCase().slice(0, MAC_LENGTH);
}

/** While typing a UUID only letters, digits and hyphens are kept, at most 36. */
export function filterUuidTyping(text: string): string {
  return text.replace(/[^A-Za-z0-9-]/g, '').slice(0, UUID_LENGTH);
}

export function filterTyping(kind: DeviceIdKind, text: string): string {
  return kind === 'mac' ? filterMacTyping(text) : filterUuidTyping(text);
}

/** The error of a whole identifier, as the server words it (domain/identifiers.py). */
export function deviceIdError(value: string): FieldError | null {
  const { kind, body } = splitDeviceId(value.trim());
  if (!body) return { message: validationMessages.required };
  if (kind === 'mac') {
    if (body.length !== MAC_LENGTH) return { message: m.macLength };
    return MAC.test(body) ? null : { message: validationMessages.invalidFormat };
  }
  return UUID4.test(body) ? null : { message: validationMessages.invalidFormat };
}
