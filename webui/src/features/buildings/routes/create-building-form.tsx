import { useIntl } from 'react-intl';
import { useNavigate } from 'react-router';
import { commonMessages } from '@/components/messages';
import { NewRecordPage, useDoneThenGo } from '@/components/record/record-page';
import { paths, withQuery } from '@/config/paths';
import { useCreateBuilding } from '../api/create-building';
import { BuildingForm } from '../components/building-form';
import { buildingMessages as m } from '../messages';

export function CreateBuildingFormRoute() {
  const intl = useIntl();
  const navigate = useNavigate();
  const doneThenGo = useDoneThenGo();
  const createBuilding = useCreateBuilding();
  return (
    <NewRecordPage
      title={intl.formatMessage(m.newBuilding)}
      back={{ to: paths.buildingsTable, label: intl.formatMessage(m.backToList) }}
    >
      <BuildingForm
        submitLabel={intl.formatMessage(commonMessages.create)}
        onCancel={() => navigate(paths.buildingsTable)}
        onSubmit={async (input) => {
          const building = await createBuilding.mutateAsync(input);
          doneThenGo(
            intl.formatMessage(m.created, { name: input.name }),
            building?.id ? withQuery(paths.buildingInfo, { buildingId: building.id }) : paths.buildingsTable,
          );
        }}
      />
    </NewRecordPage>
  );
}
