/** One choice of a filter criterion of the filter panel. */
export interface FilterOption {
  value: string;
  label: string;
  /** The parent option's value (a floor's building, a device's facility…). */
  pid?: string | null;
  /** The parent path, joined with ' | ' ("Greenway Estates | Greenway Plaza"). */
  separator?: string;
}

/** Criteria that collect options; the creation date range is kept apart. */
export type ListCriterion =
  | 'landlord'
  | 'building'
  | 'floor'
  | 'facility'
  | 'device'
  | 'type'
  | 'status'
  | 'deviceStatus'
  | 'supervisor'
  | 'cleaningCompany'
  | 'escalation';

export type Criterion = ListCriterion | 'creationDate';

export interface DateRange {
  /** `YYYY-MM-DD`, either may be empty. */
  from: string;
  to: string;
}

/** What the user applied: one list per criterion, and at most one date range. */
export interface FilterSelection {
  lists: Partial<Record<ListCriterion, FilterOption[]>>;
  dateRange: DateRange | null;
}

export const EMPTY_SELECTION: FilterSelection = { lists: {}, dateRange: null };

/** Which list the panel filters: Type lists device types on devices, issue types elsewhere. */
export type FilterScreen = 'devices' | 'issues';

export interface CriterionSpec {
  criterion: Criterion;
  /** The criterion whose chosen items narrow this one's options (the cascading tree). */
  parent?: ListCriterion;
  /**
   * A fixed choice, already in the user's language, instead of options from the server
   * (a company's or a facility's type).
   */
  options?: FilterOption[];
}
