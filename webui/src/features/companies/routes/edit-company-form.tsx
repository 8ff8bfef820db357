import { useIntl } from 'react-intl';
import { EditRecordPage } from '@/components/record/record-form-page';
import { getCompanyQueryOptions } from '../api/get-company';
import { useUpdateCompany } from '../api/update-company';
import { CompanyForm } from '../components/company-form';
import { companyMessages as m } from '../messages';
import type { CompanyInput } from '../types';
import { companyRoutes } from './company-routes';

export function EditCompanyFormRoute() {
  const intl = useIntl();
  const updateCompany = useUpdateCompany();
  return (
    <EditRecordPage
      routes={companyRoutes}
      record={getCompanyQueryOptions}
      title={intl.formatMessage(m.editCompany)}
      description={(company) => company.name}
      update={(input: CompanyInput, _company, id) => updateCompany.mutateAsync({ id, input })}
    >
      {(company, form) => (
        <CompanyForm key={company.id} initialValues={{ name: company.name, type: company.type, code: company.code }} {...form} />
      )}
    </EditRecordPage>
  );
}
