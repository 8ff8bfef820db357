import { useIntl } from 'react-intl';
import { commonMessages } from '@/components/messages';
import { CreateRecordPage } from '@/components/record/record-form-page';
import { useCreateBuilding } from '../api/create-building';
import { BuildingForm } from '../components/building-form';
import { buildingMessages as m } from '../messages';
import type { BuildingInput } from '../types';
import { buildingRoutes } from './building-routes';

export function CreateBuildingFormRoute() {
  const intl = useIntl();
  const createBuilding = useCreateBuilding();
  return (
    <CreateRecordPage
      routes={buildingRoutes}
      title={intl.formatMessage(m.newBuilding)}
      create={(input: BuildingInput) => createBuilding.mutateAsync(input)}
      nameOf={(input) => input.name}
    >
      {(form) => <BuildingForm submitLabel={intl.formatMessage(commonMessages.create)} {...form} />}
    </CreateRecordPage>
  );
}
