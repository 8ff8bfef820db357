import { useIntl } from 'react-intl';
import { useNavigate, useSearchParams } from 'react-router';
import { BackLink } from '@/components/back-link';
import { DetailsSkeleton } from '@/components/details';
import { ErrorAlert } from '@/components/errors/error-alert';
import { commonMessages } from '@/components/messages';
import { MissingId } from '@/components/missing-id';
import { PageHeader } from '@/components/page-header';
import { toaster } from '@/components/ui/toaster';
import { paths, withQuery } from '@/config/paths';
import { useBuilding } from '../api/get-building';
import { useUpdateBuilding } from '../api/update-building';
import { BuildingForm } from '../components/building-form';
import { buildingMessages as m } from '../messages';

export function EditBuildingFormRoute() {
  const intl = useIntl();
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const buildingId = searchParams.get('buildingId') ?? '';
  const info = withQuery(paths.buildingInfo, { buildingId });
  // The form starts from the version the server holds now, not from a cached copy.
  const { data: building, error, refetch, isFetchedAfterMount } = useBuilding(buildingId, { refetchOnMount: 'always' });
  const updateBuilding = useUpdateBuilding();
  return (
    <>
      <PageHeader
        title={intl.formatMessage(m.editBuilding)}
        description={building?.name}
        back={<BackLink to={buildingId ? info : paths.buildingsTable}>{intl.formatMessage(commonMessages.back)}</BackLink>}
      />
      {!buildingId ? (
        <MissingId />
      ) : error ? (
        <ErrorAlert error={error} onRetry={() => void refetch()} />
      ) : !building || !isFetchedAfterMount ? (
        <DetailsSkeleton />
      ) : (
        <BuildingForm
          key={building.id}
          initialValues={{
            name: building.name,
            address: building.address,
            postalCode: building.postalCode,
            landlordId: building.landlordId,
          }}
          onCancel={() => navigate(info)}
          onSubmit={async (input) => {
            await updateBuilding.mutateAsync({
              id: buildingId,
              input: { ...input, ...(building.version != null ? { version: building.version } : {}) },
            });
            toaster.create({ type: 'success', title: intl.formatMessage(commonMessages.saved) });
            navigate(info);
          }}
        />
      )}
    </>
  );
}
