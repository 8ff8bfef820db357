import { Field, Flex, Input, NativeSelect } from '@chakra-ui/react';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { useIssueText } from '@/components/form/fields';
import type { FieldIssue } from '@/components/form/validators';
import { deviceIdError, filterTyping, MAC_LENGTH, prefixOf, splitDeviceId, type DeviceIdKind } from '../device-id';
import { deviceMessages as m } from '../messages';

/**
 * The device identifier: a type (MAC `id:6:` or UUID `uuid:`) and its body, with the
 * typing filters of domain/identifiers.py's rules. `value` is the whole identifier, prefix included.
 */
export function DeviceIdInput({
  name = 'deviceId',
  value,
  onChange,
  error,
  required,
}: {
  name?: string;
  value: string;
  onChange: (value: string) => void;
  /** An error from the form (submit, server); shown instead of the live one. */
  error?: FieldIssue;
  required?: boolean;
}) {
  const intl = useIntl();
  const issueText = useIssueText();
  const [touched, setTouched] = useState(false);
  const { kind, body } = splitDeviceId(value);
  const live = touched && body ? deviceIdError(value) : null;
  const shown = issueText(error) ?? (live ? intl.formatMessage(live.message, live.values) : undefined);
  const macIncomplete = kind === 'mac' && body.length > 0 && body.length < MAC_LENGTH;

  const setKind = (next: DeviceIdKind) => onChange(prefixOf(next) + filterTyping(next, body));
  const helper =
    kind === 'mac'
      ? macIncomplete
        ? intl.formatMessage(m.macLength)
        : intl.formatMessage(m.macHelper, { count: body.length })
      : intl.formatMessage(m.uuidHelper);

  return (
    <Flex gap="2" align="flex-start" direction={{ base: 'column', sm: 'row' }}>
      <Field.Root width={{ base: 'full', sm: 'auto' }} flexShrink={0}>
        <Field.Label>{intl.formatMessage(m.idKind)}</Field.Label>
        <NativeSelect.Root>
          <NativeSelect.Field value={kind} onChange={(event) => setKind(event.target.value as DeviceIdKind)} bg="bg">
            <option value="mac">{intl.formatMessage(m.mac)}</option>
            <option value="uuid">{intl.formatMessage(m.uuid)}</option>
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      </Field.Root>
      <Field.Root invalid={Boolean(shown)} required={required} flex="1">
        <Field.Label>
          {intl.formatMessage(m.deviceId)}
          <Field.RequiredIndicator />
        </Field.Label>
        <Input
          name={name}
          value={body}
          onChange={(event) => onChange(prefixOf(kind) + filterTyping(kind, event.target.value))}
          onBlur={() => setTouched(true)}
          autoComplete="off"
          spellCheck={false}
          fontFamily="mono"
          placeholder={kind === 'mac' ? 'A1B2C3D4E5F6' : '8-4-4-4-12'}
          bg="bg"
        />
        {!shown && <Field.HelperText>{helper}</Field.HelperText>}
        <Field.ErrorText>{shown}</Field.ErrorText>
      </Field.Root>
    </Flex>
  );
}
