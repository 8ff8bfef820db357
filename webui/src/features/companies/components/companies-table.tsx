import { useIntl } from 'react-intl';
import { useCreatedAtColumn } from '@/components/data-table/created-at-column';
import { fieldColumn, nameColumn, textColumn } from '@/components/data-table/column-builders';
import type { Column } from '@/components/data-table/data-table';
import { ListTable } from '@/components/data-table/list-table';
import type { CriterionSpec } from '@/components/filter-panel/types';
import { paths, withQuery } from '@/config/paths';
import { useDeleteCompany } from '../api/delete-company';
import { getCompaniesQueryOptions } from '../api/get-companies';
import { companyMessages as m } from '../messages';
import type { Company } from '../types';
import { CompanyTypeBadge } from './company-type-badge';


/**
 * Companies (the system administrator's list): search, sort, the type and creation date
 * filters, export, and deletion of the selected companies (each refused while in use).
 */
export function CompaniesTable() {
  const intl = useIntl();
  const criteria: CriterionSpec[] = [
    {
      criterion: 'type',
      options: [
        { value: 'LANDLORD', label: intl.formatMessage(m.landlord) },
        { value: 'CLEANING_COMPANY', label: intl.formatMessage(m.cleaningCompany) },
      ],
    },
    { criterion: 'creationDate' },
  ];
  const deleteCompany = useDeleteCompany();
  const createdAt = useCreatedAtColumn<Company>();

  const columns: Column<Company>[] = [
    nameColumn(m.name, (company) => withQuery(paths.companyInfo, { companyId: company.id })),
    { key: 'type', header: m.type, sortField: 'type', render: (company) => <CompanyTypeBadge type={company.type} /> },
    fieldColumn('code', m.code, 'sm'),
    textColumn('buildings', m.buildings, (company) => company.buildings?.length, { hideBelow: 'md' }),
    createdAt,
  ];

  return (
    <ListTable
      query={getCompaniesQueryOptions}
      sort="name"
      title={m.tableTitle}
      exportPath="/companies"
      filters={{ criteria }}
      columns={columns}
      onDelete={deleteCompany.mutateAsync}
      create={{ to: paths.newCompanyForm, label: m.newCompany }}
    />
  );
}
