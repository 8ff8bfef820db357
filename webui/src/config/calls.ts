import callers from './callers.json';
import { paths, type AppPath } from './paths';
import { isTokenRole, type TokenRole } from './roles';

/**
 * Who may make each call the schedule, inventory and webhook screens make, by the OpenAPI
 * operationId and token role (docs/roles.md). It lives in callers.json so that the server's
 * tests hold it to the server's own table of who may call what; the route lists and the
 * menus are held to it here (calls.test.ts).
 */
export type OperationId = keyof typeof callers;

export const CALLERS: Readonly<Record<OperationId, readonly TokenRole[]>> = callers as Record<OperationId, TokenRole[]>;

/** The calls each screen is for: a role may open the screen exactly when it may make them all. */
export const SCREEN_CALLS: Readonly<Partial<Record<AppPath, readonly OperationId[]>>> = {
  [paths.schedules]: ['scheduleCalendar', 'leaveCalendar', 'listSchedules', 'exportSchedules'],
  [paths.schedulesInfo]: ['scheduleCalendar', 'leaveCalendar', 'listSchedules', 'exportSchedules'],
  [paths.scheduleInfo]: ['getSchedule'],
  [paths.createScheduleForm]: ['createSchedule'],
  // Its delete buttons and those of the list show to the roles that may open the edit form.
  [paths.editScheduleForm]: ['getSchedule', 'updateSchedule', 'deleteSchedule'],
  [paths.inventory]: ['listInventory', 'exportInventory'],
  [paths.inventoryTable]: ['listInventory', 'exportInventory', 'deleteInventoryItem'],
  [paths.inventoryInfo]: ['getInventoryItem', 'listInventoryMovements', 'moveInventoryStock'],
  [paths.inventoryForm]: ['createInventoryItem'],
  [paths.editInventoryForm]: ['getInventoryItem', 'updateInventoryItem'],
  [paths.webhooks]: ['listWebhooks', 'deleteWebhook'],
  [paths.webhooksTable]: ['listWebhooks', 'deleteWebhook'],
  [paths.webhookInfo]: ['getWebhook', 'listWebhookDeliveries', 'deleteWebhook'],
  [paths.newWebhookForm]: ['createWebhook'],
  // The types' list is everyone's; the screen is for changing them.
  [paths.issueTypes]: ['listIssueTypes', 'setIssueType'],
  [paths.editIssueTypeForm]: ['listIssueTypes', 'setIssueType'],
  // A day's visits open that toilet's check-ins, and the check-ins lead back to the visits.
  [paths.checkIns]: ['listCheckInVisits', 'listCheckIns'],
  [paths.visits]: ['listCheckInVisits', 'listCheckIns'],
  [paths.checkInsTable]: ['listCheckIns', 'listCheckInVisits'],
  // The page a phone's camera opens from the code on a door.
  [paths.checkInScan]: ['checkIn'],
};

/** The calls a section of a screen makes: it shows to the roles that may make them all. */
export const SECTION_CALLS = {
  facilityCleaning: ['getFacilitySettings', 'setFacilitySettings'],
  facilityCheckInCode: ['getFacilityCheckInCode', 'renewFacilityCheckInCode'],
  // The profile's "Notify me on this phone" switch.
  phonePush: ['getPushKey', 'subscribePush', 'unsubscribePush'],
} as const satisfies Record<string, readonly OperationId[]>;

/** Whether the role may see a section of `SECTION_CALLS`. */
export function maySee(role: string | null | undefined, section: keyof typeof SECTION_CALLS): boolean {
  return SECTION_CALLS[section].every((operation) => mayCall(role, operation));
}

/** True when the server lets the role make the call. */
export function mayCall(role: string | null | undefined, operation: OperationId): boolean {
  return isTokenRole(role) && CALLERS[operation].includes(role);
}
