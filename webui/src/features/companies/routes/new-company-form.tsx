import { useIntl } from 'react-intl';
import { useNavigate } from 'react-router';
import { BackLink } from '@/components/back-link';
import { commonMessages } from '@/components/messages';
import { PageHeader } from '@/components/page-header';
import { toaster } from '@/components/ui/toaster';
import { paths, withQuery } from '@/config/paths';
import { useCreateCompany } from '../api/create-company';
import { CompanyForm } from '../components/company-form';
import { companyMessages as m } from '../messages';

export function NewCompanyFormRoute() {
  const intl = useIntl();
  const navigate = useNavigate();
  const createCompany = useCreateCompany();
  return (
    <>
      <PageHeader
        title={intl.formatMessage(m.newCompany)}
        back={<BackLink to={paths.companiesTable}>{intl.formatMessage(m.backToList)}</BackLink>}
      />
      <CompanyForm
        submitLabel={intl.formatMessage(commonMessages.create)}
        onCancel={() => navigate(paths.companiesTable)}
        onSubmit={async (input) => {
          const company = await createCompany.mutateAsync(input);
          toaster.create({ type: 'success', title: intl.formatMessage(m.created, { name: input.name }) });
          navigate(company?.id ? withQuery(paths.companyInfo, { companyId: company.id }) : paths.companiesTable);
        }}
      />
    </>
  );
}
