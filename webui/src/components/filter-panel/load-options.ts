import type { IntlShape, MessageDescriptor } from 'react-intl';
import { deviceTypeMessages, issueTypeMessages } from '@/config/catalogues';
import { getBuildingOptions } from './api/get-building-options';
import { getCleaningCompanyOptions } from './api/get-cleaning-company-options';
import { getDeviceOptions } from './api/get-device-options';
import { getDeviceTypeOptions } from './api/get-device-type-options';
import { getFacilityOptions } from './api/get-facility-options';
import { getFloorOptions } from './api/get-floor-options';
import { getIssueTypeOptions } from './api/get-issue-type-options';
import { getLandlordOptions } from './api/get-landlord-options';
import { getSupervisorOptions } from './api/get-supervisor-options';
import { filterMessages as m } from './messages';
import type { FilterOption, FilterScreen, ListCriterion } from './types';

/** Loads a criterion's options; `parents` are the chosen items of its parent criterion. */
export function loadOptions(
  criterion: ListCriterion,
  parents: readonly FilterOption[],
  screen: FilterScreen,
  intl: IntlShape,
  signal?: AbortSignal,
): Promise<FilterOption[]> {
  switch (criterion) {
    case 'landlord':
      return getLandlordOptions(signal);
    case 'building':
      return getBuildingOptions(parents, signal);
    case 'floor':
      return getFloorOptions(parents, signal);
    case 'facility':
      return getFacilityOptions(parents, signal);
    case 'device':
      return getDeviceOptions(parents, signal);
    case 'type': {
      const titles: Record<string, MessageDescriptor> = screen === 'devices' ? deviceTypeMessages : issueTypeMessages;
      const load = screen === 'devices' ? getDeviceTypeOptions(signal) : getIssueTypeOptions(signal);
      return load.then((options) =>
        options.map((option) => (Object.hasOwn(titles, option.value) ? { ...option, label: intl.formatMessage(titles[option.value]) } : option)),
      );
    }
    case 'supervisor':
      return getSupervisorOptions(signal);
    case 'cleaningCompany':
      return getCleaningCompanyOptions(signal);
    case 'status':
      return Promise.resolve([
        { value: '1', label: intl.formatMessage(m.opened) },
        { value: '2', label: intl.formatMessage(m.resolved) },
      ]);
    case 'deviceStatus':
      return Promise.resolve([
        { value: 'ONLINE', label: intl.formatMessage(m.online) },
        { value: 'OFFLINE', label: intl.formatMessage(m.offline) },
        { value: 'UNKNOWN', label: intl.formatMessage(m.unknown) },
      ]);
  }
}
