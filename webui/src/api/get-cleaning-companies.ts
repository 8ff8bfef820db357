import { companyOptionsQuery } from './get-landlords';

/** GET /api/companies/cleaning-companies: the cleaning companies the user may pick. */
export const {
  get: getCleaningCompanies,
  options: getCleaningCompaniesQueryOptions,
  use: useCleaningCompanies,
} = companyOptionsQuery('cleaning-companies');
