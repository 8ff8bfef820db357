import { useIntl } from 'react-intl';
import { useNavigate } from 'react-router';
import { commonMessages } from '@/components/messages';
import { NewRecordPage, useDoneThenGo } from '@/components/record/record-page';
import { paths, withQuery } from '@/config/paths';
import { useCreateCompany } from '../api/create-company';
import { CompanyForm } from '../components/company-form';
import { companyMessages as m } from '../messages';

export function NewCompanyFormRoute() {
  const intl = useIntl();
  const navigate = useNavigate();
  const doneThenGo = useDoneThenGo();
  const createCompany = useCreateCompany();
  return (
    <NewRecordPage
      title={intl.formatMessage(m.newCompany)}
      back={{ to: paths.companiesTable, label: intl.formatMessage(m.backToList) }}
    >
      <CompanyForm
        submitLabel={intl.formatMessage(commonMessages.create)}
        onCancel={() => navigate(paths.companiesTable)}
        onSubmit={async (input) => {
          const company = await createCompany.mutateAsync(input);
          doneThenGo(
            intl.formatMessage(m.created, { name: input.name }),
            company?.id ? withQuery(paths.companyInfo, { companyId: company.id }) : paths.companiesTable,
          );
        }}
      />
    </NewRecordPage>
  );
}
