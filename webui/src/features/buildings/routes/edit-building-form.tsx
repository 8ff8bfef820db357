import { useIntl } from 'react-intl';
import { EditRecordPage } from '@/components/record/record-page';
import { useIdParam } from '@/components/record/record-state';
import { paths, withQuery } from '@/config/paths';
import { useBuilding } from '../api/get-building';
import { useUpdateBuilding } from '../api/update-building';
import { BuildingForm } from '../components/building-form';
import { buildingMessages as m } from '../messages';

export function EditBuildingFormRoute() {
  const intl = useIntl();
  const buildingId = useIdParam('buildingId');
  const query = useBuilding(buildingId, { refetchOnMount: 'always' });
  const updateBuilding = useUpdateBuilding();
  return (
    <EditRecordPage
      title={intl.formatMessage(m.editBuilding)}
      description={query.data?.name}
      id={buildingId}
      query={query}
      recordPath={withQuery(paths.buildingInfo, { buildingId })}
      listPath={paths.buildingsTable}
    >
      {(building, flow) => (
        <BuildingForm
          key={building.id}
          initialValues={{
            name: building.name,
            address: building.address,
            postalCode: building.postalCode,
            landlordId: building.landlordId,
          }}
          onCancel={flow.cancel}
          onSubmit={async (input) => {
            await updateBuilding.mutateAsync({
              id: buildingId,
              input: { ...input, ...(building.version != null ? { version: building.version } : {}) },
            });
            flow.saved();
          }}
        />
      )}
    </EditRecordPage>
  );
}
