import { useIntl } from 'react-intl';
import { useNavigate, useSearchParams } from 'react-router';
import { BackLink } from '@/components/back-link';
import { DetailsSkeleton } from '@/components/details';
import { ErrorAlert } from '@/components/errors/error-alert';
import { commonMessages } from '@/components/messages';
import { MissingId } from '@/components/missing-id';
import { PageHeader } from '@/components/page-header';
import { toaster } from '@/components/ui/toaster';
import { paths, withQuery } from '@/config/paths';
import { useQuery } from '@/lib/use-query';
import { getCompany } from '../api/get-company';
import { updateCompany } from '../api/update-company';
import { CompanyForm } from '../components/company-form';
import { companyMessages as m } from '../messages';

export function EditCompanyFormRoute() {
  const intl = useIntl();
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const companyId = searchParams.get('companyId') ?? '';
  const info = withQuery(paths.companyInfo, { companyId });
  const { data: company, error, reload } = useQuery(['company', companyId], (signal) => getCompany(companyId, signal), { enabled: Boolean(companyId) });

  return (
    <>
      <PageHeader
        title={intl.formatMessage(m.editCompany)}
        description={company?.name}
        back={<BackLink to={companyId ? info : paths.companiesTable}>{intl.formatMessage(commonMessages.back)}</BackLink>}
      />
      {!companyId ? (
        <MissingId />
      ) : error ? (
        <ErrorAlert error={error} onRetry={reload} />
      ) : !company ? (
        <DetailsSkeleton />
      ) : (
        <CompanyForm
          key={company.id}
          initialValues={{ name: company.name, type: company.type, code: company.code }}
          onCancel={() => navigate(info)}
          onSubmit={async (input) => {
            await updateCompany(companyId, input);
            toaster.create({ type: 'success', title: intl.formatMessage(commonMessages.saved) });
            navigate(info);
          }}
        />
      )}
    </>
  );
}
