import { useIntl } from 'react-intl';
import { EditRecordPage } from '@/components/record/record-form-page';
import { withVersion } from '@/lib/mutation';
import { getBuildingQueryOptions } from '../api/get-building';
import { useUpdateBuilding } from '../api/update-building';
import { BuildingForm } from '../components/building-form';
import { buildingMessages as m } from '../messages';
import type { BuildingInput } from '../types';
import { buildingRoutes } from './building-routes';

export function EditBuildingFormRoute() {
  const intl = useIntl();
  const updateBuilding = useUpdateBuilding();
  return (
    <EditRecordPage
      routes={buildingRoutes}
      record={getBuildingQueryOptions}
      title={intl.formatMessage(m.editBuilding)}
      description={(building) => building.name}
      update={(input: BuildingInput, building, id) => updateBuilding.mutateAsync({ id, input: withVersion(input, building) })}
    >
      {(building, form) => (
        <BuildingForm
          key={building.id}
          initialValues={{
            name: building.name,
            address: building.address,
            postalCode: building.postalCode,
            landlordId: building.landlordId,
          }}
          {...form}
        />
      )}
    </EditRecordPage>
  );
}
