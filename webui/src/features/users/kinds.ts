import { defineMessages, type MessageDescriptor } from 'react-intl';
import { paths } from '@/config/paths';
import { isPathAllowed } from '@/config/roles';
import type { AccountKind, Segment } from './types';

const segmentLabels = defineMessages({
  admins: { id: 'users.segment.admins', defaultMessage: 'Administrators' },
  'll-managers': { id: 'users.segment.llManagers', defaultMessage: 'Landlord managers' },
  'cc-managers': { id: 'users.segment.ccManagers', defaultMessage: 'Cleaning company managers' },
  supervisors: { id: 'users.segment.supervisors', defaultMessage: 'Supervisors' },
  cleaners: { id: 'users.segment.cleaners', defaultMessage: 'Cleaners' },
  workers: { id: 'users.segment.workers', defaultMessage: 'Workers' },
});

const kindLabels = defineMessages({
  admin: { id: 'users.kind.admin', defaultMessage: 'Administrator' },
  'll-manager': { id: 'users.kind.llManager', defaultMessage: 'Landlord manager' },
  'cc-manager': { id: 'users.kind.ccManager', defaultMessage: 'Cleaning company manager' },
  supervisor: { id: 'users.kind.supervisor', defaultMessage: 'Supervisor' },
  cleaner: { id: 'users.kind.cleaner', defaultMessage: 'Cleaner' },
  worker: { id: 'users.kind.worker', defaultMessage: 'Worker' },
});

export interface KindInfo {
  kind: AccountKind;
  segment: Segment;
  createPath: string;
  editPath: string;
  segmentLabel: MessageDescriptor;
  kindLabel: MessageDescriptor;
  /** The company type an account of this kind belongs to (none for admins). */
  companyType: 'LANDLORD' | 'CLEANING_COMPANY' | null;
  /** Supervisors, cleaners and workers: facilities, address, rating… */
  staff: boolean;
  hasSupervisor: boolean;
  /** Roles an account of this kind may hold; the first is the default. */
  roles: string[];
}

/** In the order of the users tabs. */
export const KINDS: readonly KindInfo[] = [
  {
    kind: 'admin', segment: 'admins', createPath: paths.createAdminAccount, editPath: paths.editAdminAccount,
    segmentLabel: segmentLabels.admins, kindLabel: kindLabels.admin,
    companyType: null, staff: false, hasSupervisor: false, roles: ['admin'],
  },
  {
    kind: 'll-manager', segment: 'll-managers', createPath: paths.createLandlordManagerAccount,
    editPath: paths.editLandlordManagerAccount, segmentLabel: segmentLabels['ll-managers'],
    kindLabel: kindLabels['ll-manager'], companyType: 'LANDLORD', staff: false, hasSupervisor: false,
    roles: ['ll-manager', 'll-admin'],
  },
  {
    kind: 'cc-manager', segment: 'cc-managers', createPath: paths.createCleaningCompanyManagerAccount,
    editPath: paths.editCleaningCompanyManagerAccount, segmentLabel: segmentLabels['cc-managers'],
    kindLabel: kindLabels['cc-manager'], companyType: 'CLEANING_COMPANY', staff: false, hasSupervisor: false,
    roles: ['cc-manager', 'cc-admin'],
  },
  {
    kind: 'supervisor', segment: 'supervisors', createPath: paths.createSupervisorAccount,
    editPath: paths.editSupervisorAccount, segmentLabel: segmentLabels.supervisors, kindLabel: kindLabels.supervisor,
    companyType: 'CLEANING_COMPANY', staff: true, hasSupervisor: false, roles: ['supervisor'],
  },
  {
    kind: 'cleaner', segment: 'cleaners', createPath: paths.createCleanerAccount, editPath: paths.editCleanerAccount,
    segmentLabel: segmentLabels.cleaners, kindLabel: kindLabels.cleaner,
    companyType: 'CLEANING_COMPANY', staff: true, hasSupervisor: true, roles: ['cleaner'],
  },
  {
    kind: 'worker', segment: 'workers', createPath: paths.createWorkerAccount, editPath: paths.editWorkerAccount,
    segmentLabel: segmentLabels.workers, kindLabel: kindLabels.worker,
    companyType: 'CLEANING_COMPANY', staff: true, hasSupervisor: true, roles: ['worker'],
  },
];

export function kindInfo(kind: AccountKind): KindInfo {
  return KINDS.find((info) => info.kind === kind) as KindInfo;
}

export function segmentInfo(segment: string | null | undefined): KindInfo | undefined {
  return KINDS.find((info) => info.segment === segment);
}

/** The user tables a role sees: the segments whose accounts it may create. */
export function visibleSegments(role: string | null | undefined): KindInfo[] {
  return KINDS.filter((info) => isPathAllowed(role, info.createPath));
}
