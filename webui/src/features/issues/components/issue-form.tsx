import { Button, Field, HStack, Image, Input, Stack, Text } from '@chakra-ui/react';
import { useAtomValue } from 'jotai';
import { useState, type ChangeEvent } from 'react';
import { useIntl, type MessageDescriptor } from 'react-intl';
import { useDeviceOptions } from '@/api/get-device-options';
import { facilityPlace, useFacilityOptions } from '@/api/get-facility-options';
import { useIssueTypes } from '@/api/get-issue-types';
import { namedOptions, SelectField, TextAreaField } from '@/components/form/fields';
import { FormLayout, FullWidth, OptionsError } from '@/components/form/form-layout';
import { useForm } from '@/components/form/use-form';
import { check, maxLength, required } from '@/components/form/validators';
import { paths } from '@/config/paths';
import { isPathAllowed } from '@/config/roles';
import { isApiError } from '@/lib/api-error';
import { roleAtom } from '@/lib/session-atoms';
import { issueMessages as m } from '../messages';
import type { IssueInput } from '../types';
import { useIssueTypeName } from './issue-labels';

const EMPTY = { facilityId: '', issueType: '', deviceId: '', description: '' };

/** The server's limits: a description of 1,000 characters, a photo of 2 MB. */
export const MAX_DESCRIPTION = 1000;
export const MAX_PHOTO_BYTES = 2 * 1024 * 1024;
const PHOTO_TYPES = ['image/jpeg', 'image/png', 'image/webp'];

export function validateIssue(values: typeof EMPTY) {
  return {
    facilityId: check(values.facilityId, required),
    issueType: check(values.issueType, required),
    description: check(values.description, maxLength(MAX_DESCRIPTION)),
  };
}

/** Why a chosen file cannot be sent, or null when it can. */
export function photoProblem(file: File): MessageDescriptor | null {
  if (!PHOTO_TYPES.includes(file.type)) return m.photoType;
  return file.size > MAX_PHOTO_BYTES ? m.photoTooLarge : null;
}

function readAsDataUrl(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error);
    reader.readAsDataURL(file);
  });
}

/** An optional photo: checked here (type, 2 MB) and sent as a data URL. */
function PhotoField({ photo, onChange }: { photo: { name: string; url: string } | null; onChange: (photo: { name: string; url: string } | null) => void }) {
  const intl = useIntl();
  const [problem, setProblem] = useState<MessageDescriptor | null>(null);
  const choose = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    const found = photoProblem(file);
    setProblem(found);
    if (found) return onChange(null);
    onChange({ name: file.name, url: await readAsDataUrl(file) });
  };
  return (
    <Field.Root invalid={problem !== null}>
      <Field.Label>{intl.formatMessage(m.photo)}</Field.Label>
      <Input type="file" name="photo" accept={PHOTO_TYPES.join(',')} capture="environment" onChange={(event) => void choose(event)} p="1" bg="bg" />
      {problem ? (
        <Field.ErrorText>{intl.formatMessage(problem)}</Field.ErrorText>
      ) : (
        <Field.HelperText>{intl.formatMessage(m.photoHint)}</Field.HelperText>
      )}
      {photo && (
        <Stack gap="2" mt="2">
          <Image src={photo.url} alt={intl.formatMessage(m.photoAlt)} maxH="40" objectFit="contain" alignSelf="flex-start" rounded="md" />
          <HStack gap="2">
            <Text fontSize="sm">{intl.formatMessage(m.photoChosen, { name: photo.name })}</Text>
            <Button size="xs" variant="ghost" colorPalette="red" onClick={() => onChange(null)}>
              {intl.formatMessage(m.removePhoto)}
            </Button>
          </HStack>
        </Stack>
      )}
    </Field.Root>
  );
}

/** Reports an issue at a facility: its type and, optionally, the device it concerns. */
export function IssueForm({ onSubmit, onCancel }: { onSubmit: (input: IssueInput) => Promise<void>; onCancel: () => void }) {
  const intl = useIntl();
  const typeName = useIssueTypeName();
  const form = useForm({ initialValues: EMPTY, validate: validateIssue });
  const [photo, setPhoto] = useState<{ name: string; url: string } | null>(null);
  const facilityId = form.values.facilityId;
  // Only managers may list devices (those who may open the devices table); others report without naming one.
  const canListDevices = isPathAllowed(useAtomValue(roleAtom), paths.devicesTable);
  const facilities = useFacilityOptions();
  const types = useIssueTypes();
  const devices = useDeviceOptions([`facility:"${facilityId}"`], { enabled: canListDevices && Boolean(facilityId) });
  const devicesForbidden = !canListDevices || (isApiError(devices.error) && devices.error.status === 403);

  const submit = form.handleSubmit((values) =>
    onSubmit({
      facilityId: values.facilityId,
      // The picker offers only the server's issue types.
      issueType: values.issueType as IssueInput['issueType'],
      ...(values.deviceId ? { deviceId: values.deviceId } : {}),
      ...(values.description.trim() ? { description: values.description.trim() } : {}),
      ...(photo ? { photo: photo.url } : {}),
    }),
  );
  return (
    <FormLayout form={form} onSubmit={submit} label={m.createIssueTitle} submitLabel={m.report} onCancel={onCancel}>
      <OptionsError sources={[facilities, types]} retry={false} />
      <SelectField
        label={m.facility}
        field={form.register('facilityId', { clears: ['deviceId'] })}
        required
        options={(facilities.data ?? []).map((facility) => ({ value: facility.id, label: facilityPlace(facility) }))}
        full
      />
      <SelectField
        label={m.type}
        field={form.register('issueType')}
        required
        options={(types.data ?? []).map((type) => ({ value: type.id, label: typeName(type.id, type.title) }))}
      />
      {!devicesForbidden && (
        <SelectField label={m.device} field={form.register('deviceId')} disabled={!facilityId} placeholder={m.noDevice} options={namedOptions(devices.data)} />
      )}
      <TextAreaField label={m.description} field={form.register('description')} helper={intl.formatMessage(m.descriptionHint)} full />
      <FullWidth>
        <PhotoField photo={photo} onChange={setPhoto} />
      </FullWidth>
    </FormLayout>
  );
}
