import { optionsQuery } from '@/lib/query';
import type { ApiSchema } from '@/api/schemas';

export type BuildingOption = Pick<ApiSchema<'BuildingOut'>, 'id' | 'name' | 'landlordId'>;

/** The buildings the user sees, by name (GET /api/buildings, every page), narrowed by `filter` (`landlord:"id"`). */
export const {
  get: getBuildingOptions,
  options: getBuildingOptionsQueryOptions,
  use: useBuildingOptions,
} = optionsQuery<BuildingOption>('buildings', 'name');
