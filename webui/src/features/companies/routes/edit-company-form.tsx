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
import { useCompany } from '../api/get-company';
import { useUpdateCompany } from '../api/update-company';
import { CompanyForm } from '../components/company-form';
import { companyMessages as m } from '../messages';

export function EditCompanyFormRoute() {
  const intl = useIntl();
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const companyId = searchParams.get('companyId') ?? '';
  const info = withQuery(paths.companyInfo, { companyId });
  // The form starts from what the server holds now, not from a cached copy of an older version.
  const { data: company, error, refetch, isFetchedAfterMount } = useCompany(companyId, { refetchOnMount: 'always' });
  const updateCompany = useUpdateCompany();

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
        <ErrorAlert error={error} onRetry={() => void refetch()} />
      ) : !company || !isFetchedAfterMount ? (
        <DetailsSkeleton />
      ) : (
        <CompanyForm
          key={company.id}
          initialValues={{ name: company.name, type: company.type, code: company.code }}
          onCancel={() => navigate(info)}
          onSubmit={async (input) => {
            await updateCompany.mutateAsync({ id: companyId, input });
            toaster.create({ type: 'success', title: intl.formatMessage(commonMessages.saved) });
            navigate(info);
          }}
        />
      )}
    </>
  );
}
