import { paths } from '@/config/paths';
import { leaveMessages as m } from '../messages';

/** A leave's pages, found by `?leaveId=`; a leave is decided or deleted, never edited. */
export const leaveRoutes = { idParam: 'leaveId', list: paths.leavesTable, info: paths.leaveInfo, messages: m };
