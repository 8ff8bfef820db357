export interface Project {
  id: string;
  name: string;
  buildingId: string;
  buildingName?: string | null;
  cleaningCompanyId: string;
  cleaningCompanyName?: string | null;
  createdAt?: string | null;
  version?: number | null;
}

export interface ProjectInput {
  name: string;
  buildingId: string;
  cleaningCompanyId: string;
  version?: number;
}
