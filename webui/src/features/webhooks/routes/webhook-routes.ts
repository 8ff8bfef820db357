import { paths } from '@/config/paths';
import { webhookMessages as m } from '../messages';

/** A webhook's pages, found by `?webhookId=`; it has no edit form (a new one replaces it). */
export const webhookRoutes = { idParam: 'webhookId', list: paths.webhooksTable, info: paths.webhookInfo, messages: m };
