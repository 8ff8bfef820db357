import { useAtomValue } from 'jotai';
import { useIntl } from 'react-intl';
import { useDeviceOptions } from '@/api/get-device-options';
import { facilityPlace, useFacilityOptions } from '@/api/get-facility-options';
import { useIssueTypes } from '@/api/get-issue-types';
import { ErrorAlert } from '@/components/errors/error-alert';
import { SelectField } from '@/components/form/fields';
import { FormLayout, FullWidth } from '@/components/form/form-layout';
import { useForm } from '@/components/form/use-form';
import { check, required } from '@/components/form/validators';
import { paths } from '@/config/paths';
import { isPathAllowed } from '@/config/roles';
import { isApiError } from '@/lib/api-error';
import { roleAtom } from '@/lib/session-atoms';
import { issueMessages as m } from '../messages';
import type { IssueInput } from '../types';
import { useIssueTypeName } from './issue-labels';

const EMPTY = { facilityId: '', issueType: '', deviceId: '' };

export function validateIssue(values: typeof EMPTY) {
  return {
    facilityId: check(values.facilityId, required) ?? undefined,
    issueType: check(values.issueType, required) ?? undefined,
  };
}

/** Reports an issue at a facility: its type and, optionally, the device it concerns. */
export function IssueForm({ onSubmit, onCancel }: { onSubmit: (input: IssueInput) => Promise<void>; onCancel: () => void }) {
  const intl = useIntl();
  const typeName = useIssueTypeName();
  const form = useForm({ initialValues: EMPTY, validate: validateIssue });
  const facilityId = form.values.facilityId;
  // Only managers may list devices (those who may open the devices table); others report without naming one.
  const canListDevices = isPathAllowed(useAtomValue(roleAtom), paths.devicesTable);
  const facilities = useFacilityOptions();
  const types = useIssueTypes();
  const devices = useDeviceOptions([`facility:"${facilityId}"`], { enabled: canListDevices && Boolean(facilityId) });
  const devicesForbidden = !canListDevices || (isApiError(devices.error) && devices.error.status === 403);

  const submit = form.handleSubmit((values) =>
    onSubmit({ facilityId: values.facilityId, issueType: values.issueType, ...(values.deviceId ? { deviceId: values.deviceId } : {}) }),
  );
  return (
    <FormLayout
      label={intl.formatMessage(m.createIssueTitle)}
      onSubmit={submit}
      formRef={form.formRef}
      formError={form.formError}
      invalidSubmit={form.invalidSubmit}
      submitting={form.submitting}
      submitLabel={intl.formatMessage(m.report)}
      onCancel={onCancel}
    >
      {[facilities.error, types.error].filter(Boolean).map((error, index) => (
        <FullWidth key={index}>
          <ErrorAlert error={error} />
        </FullWidth>
      ))}
      <FullWidth>
        <SelectField
          label={intl.formatMessage(m.facility)}
          field={{
            ...form.register('facilityId'),
            onValueChange: (value) => {
              form.setValue('facilityId', value);
              form.setValue('deviceId', '');
            },
          }}
          required
          options={(facilities.data ?? []).map((facility) => ({ value: facility.id, label: facilityPlace(facility) }))}
        />
      </FullWidth>
      <SelectField
        label={intl.formatMessage(m.type)}
        field={form.register('issueType')}
        required
        options={(types.data ?? []).map((type) => ({ value: type.id, label: typeName(type.id, type.title) }))}
      />
      {!devicesForbidden && (
        <SelectField
          label={intl.formatMessage(m.device)}
          field={form.register('deviceId')}
          disabled={!facilityId}
          placeholder={intl.formatMessage(m.noDevice)}
          options={(devices.data ?? []).map((device) => ({ value: device.id, label: device.name }))}
        />
      )}
    </FormLayout>
  );
}
