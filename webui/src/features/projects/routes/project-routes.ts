import { paths } from '@/config/paths';
import { projectMessages as m } from '../messages';

/** A project's pages, found by `?projectId=`. */
export const projectRoutes = { idParam: 'projectId', list: paths.projectsTable, info: paths.projectInfo, edit: paths.editProjectForm, messages: m };
