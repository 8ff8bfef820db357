import { optionsQuery } from '@/lib/query';

export interface BuildingOption {
  id: string;
  name: string;
  landlordId?: string | null;
}

/** The buildings the user sees, by name (GET /api/buildings, every page), narrowed by `filter` (`landlord:"id"`). */
export const {
  get: getBuildingOptions,
  options: getBuildingOptionsQueryOptions,
  use: useBuildingOptions,
} = optionsQuery<BuildingOption>('buildings', 'name');
