import { Button, Link } from '@chakra-ui/react';
import { LuPlus } from 'react-icons/lu';
import { useIntl } from 'react-intl';
import { Link as RouterLink } from 'react-router';
import { DataTable, type Column } from '@/components/data-table/data-table';
import { useListParams } from '@/components/data-table/use-list-params';
import { commonMessages } from '@/components/messages';
import { paths, withQuery } from '@/config/paths';
import { useDateTimeFormat } from '@/lib/format';
import { useQuery } from '@/lib/use-query';
import { deleteCompany } from '../api/delete-company';
import { exportCompanies } from '../api/export-companies';
import { getCompanies } from '../api/get-companies';
import { companyMessages as m } from '../messages';
import type { Company } from '../types';
import { CompanyTypeBadge } from './company-type-badge';

const rowId = (company: Company) => company.id;
const rowLabel = (company: Company) => company.name;

export function CompaniesTable() {
  const intl = useIntl();
  const formatDateTime = useDateTimeFormat();
  const [params, setParams] = useListParams({ sort: 'name' });
  const { data, error, loading, reload } = useQuery(['companies', params], (signal) => getCompanies(params, signal), { keepPrevious: true });

  const columns: Column<Company>[] = [
    {
      key: 'name',
      header: m.name,
      sortField: 'name',
      render: (company) => (
        <Link asChild fontWeight="medium" color="teal.fg">
          <RouterLink to={withQuery(paths.companyInfo, { companyId: company.id })}>{company.name}</RouterLink>
        </Link>
      ),
    },
    { key: 'type', header: m.type, sortField: 'type', render: (company) => <CompanyTypeBadge type={company.type} /> },
    { key: 'code', header: m.code, sortField: 'code', render: (company) => company.code, hideBelow: 'sm' },
    {
      key: 'buildings',
      header: m.buildings,
      render: (company) => company.buildings?.length ?? '—',
      hideBelow: 'md',
    },
    {
      key: 'createdAt',
      header: commonMessages.createdAt,
      sortField: 'createdAt',
      render: (company) => formatDateTime(company.createdAt),
      hideBelow: 'lg',
    },
  ];

  return (
    <DataTable
      label={intl.formatMessage(m.tableTitle)}
      columns={columns}
      page={data}
      loading={loading}
      error={error}
      onRetry={reload}
      params={params}
      onParamsChange={setParams}
      getRowId={rowId}
      getRowLabel={rowLabel}
      onDelete={deleteCompany}
      onDeleted={reload}
      onExport={() => exportCompanies(params)}
      actions={
        <Button asChild colorPalette="teal">
          <RouterLink to={paths.newCompanyForm}>
            <LuPlus /> {intl.formatMessage(m.newCompany)}
          </RouterLink>
        </Button>
      }
    />
  );
}
