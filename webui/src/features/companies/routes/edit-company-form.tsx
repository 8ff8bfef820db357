import { useIntl } from 'react-intl';
import { EditRecordPage } from '@/components/record/record-page';
import { useIdParam } from '@/components/record/record-state';
import { paths, withQuery } from '@/config/paths';
import { useCompany } from '../api/get-company';
import { useUpdateCompany } from '../api/update-company';
import { CompanyForm } from '../components/company-form';
import { companyMessages as m } from '../messages';

export function EditCompanyFormRoute() {
  const intl = useIntl();
  const companyId = useIdParam('companyId');
  const query = useCompany(companyId, { refetchOnMount: 'always' });
  const updateCompany = useUpdateCompany();
  return (
    <EditRecordPage
      title={intl.formatMessage(m.editCompany)}
      description={query.data?.name}
      id={companyId}
      query={query}
      recordPath={withQuery(paths.companyInfo, { companyId })}
      listPath={paths.companiesTable}
    >
      {(company, flow) => (
        <CompanyForm
          key={company.id}
          initialValues={{ name: company.name, type: company.type, code: company.code }}
          onCancel={flow.cancel}
          onSubmit={async (input) => {
            await updateCompany.mutateAsync({ id: companyId, input });
            flow.saved();
          }}
        />
      )}
    </EditRecordPage>
  );
}
