import { paths } from '@/config/paths';
import { companyMessages as m } from '../messages';

/** A company's pages, found by `?companyId=`. */
export const companyRoutes = { idParam: 'companyId', list: paths.companiesTable, info: paths.companyInfo, edit: paths.editCompanyForm, messages: m };
