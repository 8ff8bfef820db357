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
import { getProject } from '../api/get-project';
import { updateProject } from '../api/update-project';
import { ProjectForm } from '../components/project-form';
import { projectMessages as m } from '../messages';

export function EditProjectFormRoute() {
  const intl = useIntl();
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const projectId = searchParams.get('projectId') ?? '';
  const info = withQuery(paths.projectInfo, { projectId });
  const { data: project, error, reload } = useQuery(['project', projectId], (signal) => getProject(projectId, signal), {
    enabled: Boolean(projectId),
  });
  return (
    <>
      <PageHeader
        title={intl.formatMessage(m.editProject)}
        description={project?.name}
        back={<BackLink to={projectId ? info : paths.projectsTable}>{intl.formatMessage(commonMessages.back)}</BackLink>}
      />
      {!projectId ? (
        <MissingId />
      ) : error ? (
        <ErrorAlert error={error} onRetry={reload} />
      ) : !project ? (
        <DetailsSkeleton />
      ) : (
        <ProjectForm
          key={project.id}
          initialValues={{
            name: project.name,
            buildingId: project.buildingId,
            cleaningCompanyId: project.cleaningCompanyId,
          }}
          onCancel={() => navigate(info)}
          onSubmit={async (input) => {
            await updateProject(projectId, { ...input, ...(project.version != null ? { version: project.version } : {}) });
            toaster.create({ type: 'success', title: intl.formatMessage(commonMessages.saved) });
            navigate(info);
          }}
        />
      )}
    </>
  );
}
