import { List, Skeleton, Stack, Text } from '@chakra-ui/react';
import { useIntl } from 'react-intl';
import { Details } from '@/components/details';
import { ErrorAlert } from '@/components/errors/error-alert';
import { commonMessages } from '@/components/messages';
import { RecordLink } from '@/components/record/record-link';
import { RecordInfoPage } from '@/components/record/record-page';
import { useIdParam } from '@/components/record/record-state';
import { SectionCard } from '@/components/section-card';
import { paths, withQuery } from '@/config/paths';
import { useDateTimeFormat } from '@/lib/format';
import { useDeleteCompany } from '../api/delete-company';
import { useCompany } from '../api/get-company';
import { useCompanyBuildings } from '../api/get-company-buildings';
import { CompanyTypeBadge } from '../components/company-type-badge';
import { companyMessages as m } from '../messages';
import { companyRoutes } from './company-routes';

function CompanyBuildings({ companyId }: { companyId: string }) {
  const intl = useIntl();
  const { data, error, isPending, refetch } = useCompanyBuildings(companyId);
  return (
    <SectionCard title={intl.formatMessage(m.buildings)}>
      {error ? (
        <ErrorAlert error={error} onRetry={() => void refetch()} />
      ) : isPending ? (
        <Skeleton height="5" />
      ) : data && data.length > 0 ? (
        <List.Root gap="2" ps="5">
          {data.map((building) => (
            <List.Item key={building.id}>
              <RecordLink to={withQuery(paths.buildingInfo, { buildingId: building.id })}>{building.name}</RecordLink>
            </List.Item>
          ))}
        </List.Root>
      ) : (
        <Text color="fg.muted">{intl.formatMessage(m.noBuildings)}</Text>
      )}
    </SectionCard>
  );
}

export function CompanyInfoRoute() {
  const intl = useIntl();
  const formatDateTime = useDateTimeFormat();
  const companyId = useIdParam('companyId');
  const query = useCompany(companyId);
  const deleteCompany = useDeleteCompany();

  return (
    <RecordInfoPage
      routes={companyRoutes}
      name={(company) => company.name}
      onDelete={() => deleteCompany.mutateAsync(companyId)}
      id={companyId}
      query={query}
    >
      {(company) => (
        <Stack gap="4">
          <Details
            items={[
              { label: intl.formatMessage(m.name), value: company.name },
              { label: intl.formatMessage(m.type), value: <CompanyTypeBadge type={company.type} /> },
              { label: intl.formatMessage(m.code), value: company.code },
              { label: intl.formatMessage(commonMessages.createdAt), value: formatDateTime(company.createdAt) },
            ]}
          />
          <CompanyBuildings companyId={companyId} />
        </Stack>
      )}
    </RecordInfoPage>
  );
}
