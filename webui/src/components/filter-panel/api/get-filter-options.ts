import { queryOptions, useQuery } from '@tanstack/react-query';
import { getBuildingFloors } from '@/api/get-building-floors';
import { getBuildingOptions } from '@/api/get-building-options';
import { getCleaningCompanies } from '@/api/get-cleaning-companies';
import { getDeviceOptions } from '@/api/get-device-options';
import { getDeviceTypes } from '@/api/get-device-types';
import { getFacilityOptions } from '@/api/get-facility-options';
import { getIssueTypes } from '@/api/get-issue-types';
import { getLandlords } from '@/api/get-landlords';
import { staffName, getStaffOptions } from '@/api/get-staff-options';
import type { QueryConfig } from '@/lib/react-query';
import { parentFilter } from '../criteria';
import type { FilterOption, FilterScreen, ListCriterion } from '../types';

/** Criteria whose options come from the server; status, device status and escalation are fixed lists. */
export type LoadedCriterion = Exclude<ListCriterion, 'status' | 'deviceStatus' | 'escalation'>;

export const isLoaded = (criterion: ListCriterion): criterion is LoadedCriterion =>
  criterion !== 'status' && criterion !== 'deviceStatus' && criterion !== 'escalation';

/** The resource each criterion lists: the first part of its query key, so changes to it load the options again. */
const RESOURCE: Record<LoadedCriterion, string> = {
  landlord: 'companies',
  building: 'buildings',
  floor: 'buildings',
  facility: 'facilities',
  device: 'devices',
  type: 'issues',
  supervisor: 'users',
  cleaningCompany: 'companies',
};

/** The child's separator: the parent's own path. */
function childOf(parent: FilterOption): Pick<FilterOption, 'pid' | 'separator'> {
  return { pid: parent.value, separator: parent.separator ? `${parent.separator} | ${parent.label}` : parent.label };
}

/** Hangs each item under the chosen parent it belongs to. */
function under<T>(items: T[], parents: readonly FilterOption[], parentOf: (item: T) => string | null | undefined, option: (item: T) => FilterOption) {
  return items.map((item) => {
    const parent = parents.find((candidate) => candidate.value === parentOf(item));
    return { ...option(item), ...(parent ? childOf(parent) : {}) };
  });
}

/**
 * A criterion's options: the first 99 of its list (then the next pages),
 * narrowed to the chosen items of its parent criterion with `parentLevel:"id"` entries.
 * Type titles are the server's; the panel shows them in the user's language.
 */
export async function getFilterOptions(
  criterion: LoadedCriterion,
  parents: readonly FilterOption[],
  screen: FilterScreen,
  signal?: AbortSignal,
): Promise<FilterOption[]> {
  switch (criterion) {
    case 'landlord':
      return (await getLandlords(signal)).map((item) => ({ value: item.id, label: item.name }));
    case 'building':
      return under(await getBuildingOptions(parentFilter('landlord', parents), signal), parents, (item) => item.landlordId, (item) => ({
        value: item.id,
        label: item.name,
      }));
    case 'floor': {
      const lists = await Promise.all(
        parents.map(async (building) =>
          (await getBuildingFloors(building.value, signal)).map((floor) => ({ value: floor.id, label: floor.label, ...childOf(building) })),
        ),
      );
      return lists.flat();
    }
    case 'facility':
      return under(await getFacilityOptions(parentFilter('floor', parents), signal), parents, (item) => item.floorId, (item) => ({
        value: item.id,
        label: item.name,
      }));
    case 'device':
      return under(await getDeviceOptions(parentFilter('facility', parents), signal), parents, (item) => item.facilityId, (item) => ({
        value: item.id,
        label: item.name,
      }));
    case 'type':
      return (await (screen === 'devices' ? getDeviceTypes(signal) : getIssueTypes(signal))).map((item) => ({
        value: item.id,
        label: item.title,
      }));
    case 'supervisor':
      return (await getStaffOptions('supervisors', signal)).map((item) => ({ value: item.id, label: staffName(item) }));
    case 'cleaningCompany':
      return (await getCleaningCompanies(signal)).map((item) => ({ value: item.id, label: item.name }));
  }
}

export const getFilterOptionsQueryOptions = (criterion: LoadedCriterion, parents: readonly FilterOption[], screen: FilterScreen) => {
  const resource = criterion === 'type' && screen === 'devices' ? 'devices' : RESOURCE[criterion];
  return queryOptions({
    queryKey: [resource, 'filter-options', criterion, screen, parents.map((parent) => parent.value)],
    queryFn: ({ signal }) => getFilterOptions(criterion, parents, screen, signal),
  });
};

export function useFilterOptions(
  criterion: LoadedCriterion,
  parents: readonly FilterOption[],
  screen: FilterScreen,
  queryConfig?: QueryConfig<typeof getFilterOptionsQueryOptions>,
) {
  return useQuery({ ...getFilterOptionsQueryOptions(criterion, parents, screen), ...queryConfig });
}
