import type { ApiSchema } from '@/api/schemas';

export type CompanyType = 'LANDLORD' | 'CLEANING_COMPANY';

export type Company = ApiSchema<'CompanyOut'>;

export type CompanyInput = ApiSchema<'CompanyBody'>;

export type CompanyBuilding = ApiSchema<'BuildingRef'>;
