import { paths } from '@/config/paths';
import { scheduleMessages as m } from '../messages';

/** A schedule's pages, found by `?scheduleId=`; the list is the schedules' list view. */
export const scheduleRoutes = { idParam: 'scheduleId', list: paths.schedulesInfo, info: paths.scheduleInfo, edit: paths.editScheduleForm, messages: m };
