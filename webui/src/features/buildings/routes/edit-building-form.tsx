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
import { useQuery } from '@/lib/use-query';
import { getBuilding } from '../api/get-building';
import { updateBuilding } from '../api/update-building';
import { BuildingForm } from '../components/building-form';
import { buildingMessages as m } from '../messages';

export function EditBuildingFormRoute() {
  const intl = useIntl();
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const buildingId = searchParams.get('buildingId') ?? '';
  const info = withQuery(paths.buildingInfo, { buildingId });
  const { data: building, error, reload } = useQuery(
    ['building', buildingId],
    (signal) => getBuilding(buildingId, signal),
    { enabled: Boolean(buildingId) },
  );
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
        <ErrorAlert error={error} onRetry={reload} />
      ) : !building ? (
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
            await updateBuilding(buildingId, { ...input, ...(building.version != null ? { version: building.version } : {}) });
            toaster.create({ type: 'success', title: intl.formatMessage(commonMessages.saved) });
            navigate(info);
          }}
        />
      )}
    </>
  );
}
