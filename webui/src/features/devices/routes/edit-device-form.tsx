import { useIntl } from 'react-intl';
import { useNavigate, useSearchParams } from 'react-router';
import { BackLink } from '@/components/back-link';
import { DetailsSkeleton } from '@/components/details';
import { ErrorAlert } from '@/components/errors/error-alert';
import { commonMessages } from '@/components/messages';
import { PageHeader } from '@/components/page-header';
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
  const createDevice = useCreateDevice();
  return (
    <>
      <PageHeader
        title={intl.formatMessage(m.newDevice)}
        back={<BackLink to={paths.devicesTable}>{intl.formatMessage(m.backToList)}</BackLink>}
      />
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
          toaster.create({ type: 'success', title: intl.formatMessage(m.created, { name: input.name }) });
          navigate(device?.id ? withQuery(paths.deviceInfo, { deviceId: device.id }) : paths.devicesTable);
        }}
      />
    </>
  );
}

function EditDevice({ deviceId }: { deviceId: string }) {
  const intl = useIntl();
  const navigate = useNavigate();
  const info = withQuery(paths.deviceInfo, { deviceId });
  // The form starts from the version the server holds now, not from a cached copy.
  const { data: device, error, refetch, isFetchedAfterMount } = useDevice(deviceId, { refetchOnMount: 'always' });
  const updateDevice = useUpdateDevice();
  return (
    <>
      <PageHeader
        title={intl.formatMessage(m.editDevice)}
        description={device?.name}
        back={<BackLink to={info}>{intl.formatMessage(commonMessages.back)}</BackLink>}
      />
      {error ? (
        <ErrorAlert error={error} onRetry={() => void refetch()} />
      ) : !device || !isFetchedAfterMount ? (
        <DetailsSkeleton />
      ) : (
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
          onCancel={() => navigate(info)}
          onSubmit={async (input) => {
            try {
              await updateDevice.mutateAsync({
                id: deviceId,
                input: { ...input, ...(device.version != null ? { version: device.version } : {}) },
              });
            } catch (error) {
              reportFailure(error, intl.formatMessage(m.updateFailed));
            }
            toaster.create({ type: 'success', title: intl.formatMessage(commonMessages.saved) });
            navigate(info);
          }}
        />
      )}
    </>
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
