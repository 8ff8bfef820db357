import { useIntl } from 'react-intl';
import { useNavigate, useSearchParams } from 'react-router';
import { commonMessages } from '@/components/messages';
import { EditRecordPage, NewRecordPage, useDoneThenGo } from '@/components/record/record-page';
import { toaster } from '@/components/ui/toaster';
import { paths, withQuery } from '@/config/paths';
import { isApiError } from '@/lib/api-error';
import { useCreateDevice } from '../api/create-device';
import { useDevice } from '../api/get-device';
import { useUpdateDevice } from '../api/update-device';
import { DeviceForm } from '../components/device-form';
import { kpiRowsOf } from '../kpi';
import { deviceMessages as m } from '../messages';
import type { Device } from '../types';

/** Toasts "failed to save/update device" unless the form shows the reasons on its fields. */
function reportFailure(error: unknown, title: string): never {
  if (!(isApiError(error) && error.violations.length > 0)) toaster.create({ type: 'error', title });
  throw error;
}

function CreateDevice() {
  const intl = useIntl();
  const navigate = useNavigate();
  const doneThenGo = useDoneThenGo();
  const createDevice = useCreateDevice();
  return (
    <NewRecordPage title={intl.formatMessage(m.newDevice)} back={{ to: paths.devicesTable, label: intl.formatMessage(m.backToList) }}>
      <DeviceForm
        submitLabel={intl.formatMessage(commonMessages.create)}
        onCancel={() => navigate(paths.devicesTable)}
        onSubmit={async (input) => {
          let device: Device;
          try {
            device = await createDevice.mutateAsync(input);
          } catch (error) {
            reportFailure(error, intl.formatMessage(m.saveFailed));
          }
          doneThenGo(
            intl.formatMessage(m.created, { name: input.name }),
            device?.id ? withQuery(paths.deviceInfo, { deviceId: device.id }) : paths.devicesTable,
          );
        }}
      />
    </NewRecordPage>
  );
}

function EditDevice({ deviceId }: { deviceId: string }) {
  const intl = useIntl();
  const query = useDevice(deviceId, { refetchOnMount: 'always' });
  const updateDevice = useUpdateDevice();
  return (
    <EditRecordPage
      title={intl.formatMessage(m.editDevice)}
      description={query.data?.name}
      id={deviceId}
      query={query}
      recordPath={withQuery(paths.deviceInfo, { deviceId })}
      listPath={paths.devicesTable}
    >
      {(device, flow) => (
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
            },
            kpi: kpiRowsOf(device.kpiParameters),
            accessories: (device.accessories ?? []).map((a) => ({ name: a.name, quantity: String(a.quantity) })),
          }}
          onCancel={flow.cancel}
          onSubmit={async (input) => {
            try {
              await updateDevice.mutateAsync({
                id: deviceId,
                input: { ...input, ...(device.version != null ? { version: device.version } : {}) },
              });
            } catch (error) {
              reportFailure(error, intl.formatMessage(m.updateFailed));
            }
            flow.saved();
          }}
        />
      )}
    </EditRecordPage>
  );
}

/**
 * `/devices/edit-device-form?deviceId=…` edits a device; without a `deviceId` it registers
 * a new one (SPEC.md §2 has no separate create path for devices).
 */
export function EditDeviceFormRoute() {
  const [searchParams] = useSearchParams();
  const deviceId = searchParams.get('deviceId') ?? '';
  return deviceId ? <EditDevice deviceId={deviceId} /> : <CreateDevice />;
}
