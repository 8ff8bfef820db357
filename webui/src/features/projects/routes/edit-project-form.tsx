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
import { useProject } from '../api/get-project';
import { useUpdateProject } from '../api/update-project';
import { ProjectForm } from '../components/project-form';
import { projectMessages as m } from '../messages';

export function EditProjectFormRoute() {
  const intl = useIntl();
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const projectId = searchParams.get('projectId') ?? '';
  const info = withQuery(paths.projectInfo, { projectId });
  // The form starts from the version the server holds now, not from a cached copy.
  const { data: project, error, refetch, isFetchedAfterMount } = useProject(projectId, { refetchOnMount: 'always' });
  const updateProject = useUpdateProject();
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
        <ErrorAlert error={error} onRetry={() => void refetch()} />
      ) : !project || !isFetchedAfterMount ? (
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
            await updateProject.mutateAsync({
              id: projectId,
              input: { ...input, ...(project.version != null ? { version: project.version } : {}) },
            });
            toaster.create({ type: 'success', title: intl.formatMessage(commonMessages.saved) });
            navigate(info);
          }}
        />
      )}
    </>
  );
}
