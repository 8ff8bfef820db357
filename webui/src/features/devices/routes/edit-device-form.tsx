import { useIntl } from 'react-intl';
import { useSearchParams } from 'react-router';
import { commonMessages } from '@/components/messages';
import { CreateRecordPage, EditRecordPage } from '@/components/record/record-form-page';
import { toaster } from '@/components/ui/toaster';
import { isApiError } from '@/lib/api-error';
import { withVersion } from '@/lib/mutation';
import { useCreateDevice } from '../api/create-device';
import { getDeviceQueryOptions } from '../api/get-device';
import { useUpdateDevice } from '../api/update-device';
import { DeviceForm } from '../components/device-form';
import { kpiRowsOf } from '../kpi';
import { deviceMessages as m } from '../messages';
import type { Device, DeviceInput } from '../types';
import { deviceRoutes } from './device-routes';

/** Toasts "failed to save/update device" unless the form shows the reasons on its fields. */
function reportFailure(error: unknown, title: string): never {
  if (!(isApiError(error) && error.violations.length > 0)) toaster.create({ type: 'error', title });
  throw error;
}

function CreateDevice() {
  const intl = useIntl();
  const createDevice = useCreateDevice();
  return (
    <CreateRecordPage
      routes={deviceRoutes}
      title={intl.formatMessage(m.newDevice)}
      create={(input: DeviceInput) =>
        createDevice.mutateAsync(input).catch((error) => reportFailure(error, intl.formatMessage(m.saveFailed)))
      }
      nameOf={(input) => input.name ?? ''}
    >
      {(form) => <DeviceForm submitLabel={intl.formatMessage(commonMessages.create)} {...form} />}
    </CreateRecordPage>
  );
}

function EditDevice() {
  const intl = useIntl();
  const updateDevice = useUpdateDevice();
  const update = (input: DeviceInput, device: Device, id: string) =>
    updateDevice
      .mutateAsync({ id, input: withVersion(input, device) })
      .catch((error) => reportFailure(error, intl.formatMessage(m.updateFailed)));
  return (
    <EditRecordPage
      routes={deviceRoutes}
      record={getDeviceQueryOptions}
      title={intl.formatMessage(m.editDevice)}
      description={(device) => device.name}
      update={update}
    >
      {(device, form) => (
        <DeviceForm
          key={`${device.id}:${device.version ?? ''}`}
          initial={{
            values: {
              name: device.name,
              type: device.type,
              deviceId: device.deviceId,
              landlordId: device.landlordId,
              facilityId: device.facilityId ?? '',
              description: device.description ?? '',
              meterAdjustment: String(device.meterAdjustment ?? 0),
              reportingIntervalSeconds: String(device.reportingIntervalSeconds ?? ''),
              uri: device.uri ?? '',
            },
            kpi: kpiRowsOf(device.kpiParameters),
            accessories: (device.accessories ?? []).map((a) => ({ name: a.name, quantity: String(a.quantity) })),
          }}
          {...form}
        />
      )}
    </EditRecordPage>
  );
}

/**
 * `/devices/edit-device-form?deviceId=…` edits a device; without a `deviceId` it registers
 * a new one (devices have no create path of their own).
 */
export function EditDeviceFormRoute() {
  const [searchParams] = useSearchParams();
  const deviceId = searchParams.get('deviceId') ?? '';
  return deviceId ? <EditDevice /> : <CreateDevice />;
}
