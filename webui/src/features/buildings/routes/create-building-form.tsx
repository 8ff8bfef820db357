import { useIntl } from 'react-intl';
import { useNavigate } from 'react-router';
import { BackLink } from '@/components/back-link';
import { commonMessages } from '@/components/messages';
import { PageHeader } from '@/components/page-header';
import { toaster } from '@/components/ui/toaster';
import { paths, withQuery } from '@/config/paths';
import { useCreateBuilding } from '../api/create-building';
import { BuildingForm } from '../components/building-form';
import { buildingMessages as m } from '../messages';

export function CreateBuildingFormRoute() {
  const intl = useIntl();
  const navigate = useNavigate();
  const createBuilding = useCreateBuilding();
  return (
    <>
      <PageHeader
        title={intl.formatMessage(m.newBuilding)}
        back={<BackLink to={paths.buildingsTable}>{intl.formatMessage(m.backToList)}</BackLink>}
      />
      <BuildingForm
        submitLabel={intl.formatMessage(commonMessages.create)}
        onCancel={() => navigate(paths.buildingsTable)}
        onSubmit={async (input) => {
          const building = await createBuilding.mutateAsync(input);
          toaster.create({ type: 'success', title: intl.formatMessage(m.created, { name: input.name }) });
          navigate(building?.id ? withQuery(paths.buildingInfo, { buildingId: building.id }) : paths.buildingsTable);
        }}
      />
    </>
  );
}
