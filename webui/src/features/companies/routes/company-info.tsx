import { Button, Card, Heading, Link, List, Skeleton, Stack, Text } from '@chakra-ui/react';
import { LuPencil } from 'react-icons/lu';
import { useIntl } from 'react-intl';
import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router';
import { BackLink } from '@/components/back-link';
import { DeleteButton } from '@/components/delete-button';
import { Details, DetailsSkeleton } from '@/components/details';
import { ErrorAlert } from '@/components/errors/error-alert';
import { commonMessages } from '@/components/messages';
import { MissingId } from '@/components/missing-id';
import { PageHeader } from '@/components/page-header';
import { paths, withQuery } from '@/config/paths';
import { useDateTimeFormat } from '@/lib/format';
import { useDeleteCompany } from '../api/delete-company';
import { useCompany } from '../api/get-company';
import { useCompanyBuildings } from '../api/get-company-buildings';
import { CompanyTypeBadge } from '../components/company-type-badge';
import { companyMessages as m } from '../messages';

function CompanyBuildings({ companyId }: { companyId: string }) {
  const intl = useIntl();
  const { data, error, isPending, refetch } = useCompanyBuildings(companyId);
  return (
    <Card.Root>
      <Card.Body>
        <Stack gap="3">
          <Heading as="h2" size="md">
            {intl.formatMessage(m.buildings)}
          </Heading>
          {error ? (
            <ErrorAlert error={error} onRetry={() => void refetch()} />
          ) : isPending ? (
            <Skeleton height="5" />
          ) : data && data.length > 0 ? (
            <List.Root gap="2" ps="5">
              {data.map((building) => (
                <List.Item key={building.id}>
                  <Link asChild color="teal.fg">
                    <RouterLink to={withQuery(paths.buildingInfo, { buildingId: building.id })}>{building.name}</RouterLink>
                  </Link>
                  {building.address && (
                    <Text as="span" color="fg.muted">
                      {' '}
                      · {building.address}
                    </Text>
                  )}
                </List.Item>
              ))}
            </List.Root>
          ) : (
            <Text color="fg.muted">{intl.formatMessage(m.noBuildings)}</Text>
          )}
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}

export function CompanyInfoRoute() {
  const intl = useIntl();
  const navigate = useNavigate();
  const formatDateTime = useDateTimeFormat();
  const [searchParams] = useSearchParams();
  const companyId = searchParams.get('companyId') ?? '';
  const { data: company, error, refetch } = useCompany(companyId);
  const deleteCompany = useDeleteCompany();

  return (
    <>
      <PageHeader
        title={company?.name ?? intl.formatMessage(m.infoTitle)}
        back={<BackLink to={paths.companiesTable}>{intl.formatMessage(m.backToList)}</BackLink>}
        actions={
          company && (
            <>
              <Button asChild variant="outline">
                <RouterLink to={withQuery(paths.editCompanyForm, { companyId })}>
                  <LuPencil /> {intl.formatMessage(commonMessages.edit)}
                </RouterLink>
              </Button>
              <DeleteButton
                title={intl.formatMessage(m.deleteOne)}
                description={intl.formatMessage(m.deleteOneBody, { name: company.name })}
                doneMessage={intl.formatMessage(m.deletedOne)}
                onDelete={() => deleteCompany.mutateAsync(companyId)}
                onDeleted={() => navigate(paths.companiesTable)}
              />
            </>
          )
        }
      />
      {!companyId ? (
        <MissingId />
      ) : error ? (
        <ErrorAlert error={error} onRetry={() => void refetch()} />
      ) : !company ? (
        <DetailsSkeleton />
      ) : (
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
    </>
  );
}
