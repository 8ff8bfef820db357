export type CompanyType = 'LANDLORD' | 'CLEANING_COMPANY';

export interface Company {
  id: string;
  name: string;
  type: CompanyType;
  code: string;
  createdAt?: string | null;
  buildings?: { id: string; name: string }[];
}

export interface CompanyInput {
  name: string;
  type: CompanyType;
  code: string;
}

export interface CompanyBuilding {
  id: string;
  name: string;
  address?: string | null;
}
