import { guardRoleOf, isTokenRole, type GuardRole } from '@/config/roles';
import type { Criterion, CriterionSpec, FilterOption, FilterScreen, FilterSelection, ListCriterion } from './types';

/** The API's filter level of each criterion; device status is `status` on the device list. */
export const FILTER_LEVEL: Readonly<Record<ListCriterion, string>> = {
  landlord: 'landlord',
  building: 'building',
  floor: 'floor',
  facility: 'facility',
  device: 'device',
  type: 'type',
  status: 'status',
  deviceStatus: 'status',
  supervisor: 'supervisor',
  cleaningCompany: 'cleaningCompany',
  escalation: 'escalationLevel',
};

/** The most escalation steps an issue type has (domain/escalation.py `MAX_STEPS`). */
export const MAX_ESCALATION_LEVEL = 5;

/**
 * The levels an escalation choice stands for, as the list call takes them (one level each):
 * `0` not escalated, `N+` level N or higher (`1+`: escalated at all), `N` that level alone.
 */
export function escalationLevels(choice: string): string[] {
  if (!choice.endsWith('+')) return [choice];
  const lowest = Number(choice.slice(0, -1));
  return Array.from({ length: MAX_ESCALATION_LEVEL - lowest + 1 }, (_, n) => String(lowest + n));
}

/** The order criteria are offered and chips are shown in. */
export const CRITERIA_ORDER: readonly Criterion[] = [
  'landlord',
  'building',
  'floor',
  'facility',
  'device',
  'type',
  'status',
  'escalation',
  'deviceStatus',
  'supervisor',
  'cleaningCompany',
  'creationDate',
];

const MANAGERS: readonly GuardRole[] = ['SystemAdmin', 'LandLordManager', 'CleaningCompanyManager'];

/**
 * The criteria a role gets on a screen. Each is offered only where the role may read its
 * option source (devices and cleaning companies: managers; supervisors: the admin and the
 * cleaning side's managers and supervisors; landlords: the admin). Building hangs under
 * landlord only for the system administrator; for everyone else it is top-level.
 */
export function filterCriteriaFor(role: string | null | undefined, screen: FilterScreen): CriterionSpec[] {
  if (!isTokenRole(role)) return [];
  const guard = guardRoleOf(role);
  const admin = guard === 'SystemAdmin';
  const manager = MANAGERS.includes(guard);
  const specs: CriterionSpec[] = [];
  if (admin) specs.push({ criterion: 'landlord' });
  specs.push(admin ? { criterion: 'building', parent: 'landlord' } : { criterion: 'building' });
  specs.push({ criterion: 'floor', parent: 'building' }, { criterion: 'facility', parent: 'floor' });
  if (manager) specs.push({ criterion: 'device', parent: 'facility' });
  specs.push({ criterion: 'type' });
  if (screen === 'devices') {
    specs.push({ criterion: 'deviceStatus' });
  } else {
    specs.push({ criterion: 'status' }, { criterion: 'escalation' });
    if (['SystemAdmin', 'CleaningCompanyManager', 'CleaningCompanySupervisor'].includes(guard)) {
      specs.push({ criterion: 'supervisor' });
    }
    if (manager) specs.push({ criterion: 'cleaningCompany' });
  }
  specs.push({ criterion: 'creationDate' });
  return specs;
}

/**
 * The estate's tree down to buildings or floors, for a list that names its own criteria:
 * landlord → building for the system administrator, building at the top for everyone else.
 */
export function estateCriteria(role: string | null | undefined, depth: 'building' | 'floor'): CriterionSpec[] {
  if (!isTokenRole(role)) return [];
  const admin = guardRoleOf(role) === 'SystemAdmin';
  const specs: CriterionSpec[] = admin ? [{ criterion: 'landlord' }, { criterion: 'building', parent: 'landlord' }] : [{ criterion: 'building' }];
  if (depth === 'floor') specs.push({ criterion: 'floor', parent: 'building' });
  return specs;
}

/** The option's parent path followed by its own label: what a child's separator says. */
export function pathOf(option: FilterOption): string {
  return option.separator ? `${option.separator} | ${option.label}` : option.label;
}

/** Applies an option: duplicates are ignored; the list is a new object only on change. */
export function addOption(selection: FilterSelection, criterion: ListCriterion, option: FilterOption): FilterSelection {
  const current = selection.lists[criterion] ?? [];
  if (current.some((item) => item.value === option.value)) return selection;
  return { ...selection, lists: { ...selection.lists, [criterion]: [...current, option] } };
}

/**
 * Removes an option and, down the tree, every chosen item that hangs under it
 * (removing a building drops its floors, their facilities and devices).
 */
export function removeOption(
  selection: FilterSelection,
  criterion: ListCriterion,
  value: string,
  specs: readonly CriterionSpec[],
): FilterSelection {
  const lists = { ...selection.lists };
  let removed = new Set([value]);
  let level: ListCriterion | undefined = criterion;
  lists[criterion] = (lists[criterion] ?? []).filter((item) => item.value !== value);
  while (level) {
    const parent: ListCriterion = level;
    const child = specs.find((spec) => spec.parent === parent)?.criterion as ListCriterion | undefined;
    if (!child || !lists[child]) break;
    const dropped = (lists[child] ?? []).filter((item) => item.pid && removed.has(item.pid)).map((item) => item.value);
    lists[child] = (lists[child] ?? []).filter((item) => !dropped.includes(item.value));
    removed = new Set(dropped);
    level = child;
  }
  for (const key of Object.keys(lists) as ListCriterion[]) if (lists[key]?.length === 0) delete lists[key];
  return { ...selection, lists };
}

export function selectionCount(selection: FilterSelection): number {
  return Object.values(selection.lists).reduce((sum, list) => sum + (list?.length ?? 0), 0) + (selection.dateRange ? 1 : 0);
}

/** `filter=level:"id"` entries and `from`/`to` for the list call. */
export function selectionQuery(selection: FilterSelection): { filter: string[]; from?: string; to?: string } {
  const filter: string[] = [];
  for (const criterion of CRITERIA_ORDER) {
    if (criterion === 'creationDate') continue;
    for (const option of selection.lists[criterion] ?? []) {
      const values = criterion === 'escalation' ? escalationLevels(option.value) : [option.value];
      for (const value of values) filter.push(`${FILTER_LEVEL[criterion]}:"${value}"`);
    }
  }
  return {
    filter,
    from: selection.dateRange?.from || undefined,
    to: selection.dateRange?.to || undefined,
  };
}

/** `parentLevel:"id"` entries of the chosen parents, for an option request. */
export function parentFilter(criterion: ListCriterion, parents: readonly FilterOption[]): string[] {
  return parents.map((parent) => `${FILTER_LEVEL[criterion]}:"${parent.value}"`);
}
