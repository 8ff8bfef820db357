import { useIntl } from 'react-intl';
import { commonMessages } from '@/components/messages';
import { CreateRecordPage } from '@/components/record/record-form-page';
import { useCreateCompany } from '../api/create-company';
import { CompanyForm } from '../components/company-form';
import { companyMessages as m } from '../messages';
import type { CompanyInput } from '../types';
import { companyRoutes } from './company-routes';

export function NewCompanyFormRoute() {
  const intl = useIntl();
  const createCompany = useCreateCompany();
  return (
    <CreateRecordPage
      routes={companyRoutes}
      title={intl.formatMessage(m.newCompany)}
      create={(input: CompanyInput) => createCompany.mutateAsync(input)}
      nameOf={(input) => input.name}
    >
      {(form) => <CompanyForm submitLabel={intl.formatMessage(commonMessages.create)} {...form} />}
    </CreateRecordPage>
  );
}
