import { defineMessages } from 'react-intl';

/**
 * One sentence per event of each kind a history shows (`event-kinds.json`), keyed
 * `<kind>.<Event>`. `{actor}` is who did it; `{changes}` a list of "field from … to …".
 */
export const eventMessages = defineMessages({
  'company.Registered': { id: 'history.event.company.Registered', defaultMessage: '{actor} registered the company {name} ({type}, code {code})' },
  'company.Updated': { id: 'history.event.company.Updated', defaultMessage: "{actor} changed the company's {changes}" },
  'company.Deleted': { id: 'history.event.company.Deleted', defaultMessage: '{actor} deleted the company' },

  'building.Registered': { id: 'history.event.building.Registered', defaultMessage: '{actor} registered the building {name} at {address} ({postalCode}) for {landlord}' },
  'building.Updated': { id: 'history.event.building.Updated', defaultMessage: "{actor} changed the building's {changes}" },
  'building.FloorsArranged': { id: 'history.event.building.FloorsArranged', defaultMessage: '{actor} arranged the floors in this order: {floors}' },
  'building.Deleted': { id: 'history.event.building.Deleted', defaultMessage: '{actor} deleted the building' },

  'floor.Added': { id: 'history.event.floor.Added', defaultMessage: '{actor} added the floor {label} (number {floorNumber}) to {building}' },
  'floor.Relabelled': { id: 'history.event.floor.Relabelled', defaultMessage: "{actor} changed the floor's {changes}" },
  'floor.PlanUploaded': { id: 'history.event.floor.PlanUploaded', defaultMessage: '{actor} uploaded a new floor plan' },
  'floor.MarkersPlaced': { id: 'history.event.floor.MarkersPlaced', defaultMessage: '{actor} placed {count, plural, =0 {no toilet markers} one {# toilet marker} other {# toilet markers}} on the floor plan' },
  'floor.FacilityAttached': { id: 'history.event.floor.FacilityAttached', defaultMessage: '{actor} added {facility} to the floor' },
  'floor.FacilityDetached': { id: 'history.event.floor.FacilityDetached', defaultMessage: '{actor} took {facility} off the floor' },
  'floor.Deleted': { id: 'history.event.floor.Deleted', defaultMessage: '{actor} deleted the floor' },

  'facility.Added': { id: 'history.event.facility.Added', defaultMessage: '{actor} added the {type} toilet {name} (code {code}) on floor {floor} of {building}' },
  'facility.Updated': { id: 'history.event.facility.Updated', defaultMessage: "{actor} changed the toilet's {changes}" },
  'facility.FeedbackSettingsChanged': { id: 'history.event.facility.FeedbackSettingsChanged', defaultMessage: '{actor} set feedback to open an issue after {threshold, plural, one {# complaint} other {# complaints}} within {windowMinutes, plural, one {# minute} other {# minutes}}' },
  'facility.Deleted': { id: 'history.event.facility.Deleted', defaultMessage: '{actor} deleted the toilet' },
  // Not an event of the facility's own: a check-in at its door, placed among them by time.
  'facility.CheckedIn': { id: 'history.event.facility.CheckedIn', defaultMessage: '{actor} checked in at the toilet’s door' },

  'project.Started': { id: 'history.event.project.Started', defaultMessage: '{actor} started the project {name} at {building} with {company}' },
  'project.Updated': { id: 'history.event.project.Updated', defaultMessage: "{actor} changed the project's {changes}" },
  'project.Deleted': { id: 'history.event.project.Deleted', defaultMessage: '{actor} deleted the project' },

  'account.Registered': { id: 'history.event.account.Registered', defaultMessage: '{actor} created the account {loginName} for {name} ({role})' },
  'account.ProfileUpdated': { id: 'history.event.account.ProfileUpdated', defaultMessage: "{actor} changed the account's {changes}" },
  'account.PasswordChanged': { id: 'history.event.account.PasswordChanged', defaultMessage: '{actor} changed the password' },
  'account.FacilitiesAssigned': { id: 'history.event.account.FacilitiesAssigned', defaultMessage: '{actor} assigned {added} to {account}' },
  'account.Deleted': { id: 'history.event.account.Deleted', defaultMessage: '{actor} deleted the account' },

  'device.Registered': { id: 'history.event.device.Registered', defaultMessage: '{actor} registered the device {name} ({kind}, {identifier}) at {place}' },
  'device.DetailsUpdated': { id: 'history.event.device.DetailsUpdated', defaultMessage: "{actor} changed the device's {changes}" },
  'device.Placed': { id: 'history.event.device.Placed', defaultMessage: '{actor} placed the device at {place}' },
  'device.KpiParametersSet': { id: 'history.event.device.KpiParametersSet', defaultMessage: "{actor} changed the device's alert thresholds" },
  'device.ReportingIntervalSet': { id: 'history.event.device.ReportingIntervalSet', defaultMessage: "{actor} set the device's reporting interval to {seconds, plural, one {# second} other {# seconds}}" },
  'device.Deleted': { id: 'history.event.device.Deleted', defaultMessage: '{actor} deleted the device' },

  'issue.Opened': { id: 'history.event.issue.Opened', defaultMessage: '{actor} opened the issue: {issueType} at {facility}' },
  'issue.Resolved': { id: 'history.event.issue.Resolved', defaultMessage: '{actor} resolved the issue' },
  'issue.Escalated': { id: 'history.event.issue.Escalated', defaultMessage: '{actor} escalated the issue to step {level} after {minutes, plural, one {# minute} other {# minutes}} open, telling {whom}: {notified}' },

  'task.Created': { id: 'history.event.task.Created', defaultMessage: '{actor} gave {staff} the task “{title}” at {facility}' },
  'task.Started': { id: 'history.event.task.Started', defaultMessage: '{actor} started the task' },
  'task.Completed': { id: 'history.event.task.Completed', defaultMessage: '{actor} completed the task' },

  'notification.Sent': { id: 'history.event.notification.Sent', defaultMessage: '{actor} notified {recipient}: {text}' },
  'notification.Read': { id: 'history.event.notification.Read', defaultMessage: '{actor} read the notification' },
  'notification.Deleted': { id: 'history.event.notification.Deleted', defaultMessage: '{actor} deleted the notification' },

  'schedule.Assigned': { id: 'history.event.schedule.Assigned', defaultMessage: '{actor} scheduled {staff} for {type} shifts, {weekdays} {shiftStart}–{shiftEnd}, {dates}, at {facilities}' },
  'schedule.Changed': { id: 'history.event.schedule.Changed', defaultMessage: "{actor} changed the schedule's {changes}" },
  'schedule.Deleted': { id: 'history.event.schedule.Deleted', defaultMessage: '{actor} deleted the schedule' },

  'leave.Requested': { id: 'history.event.leave.Requested', defaultMessage: '{actor} applied for leave for {staff} ({type}, {dates})' },
  'leave.Amended': { id: 'history.event.leave.Amended', defaultMessage: "{actor} changed the leave's {changes}" },
  'leave.Decided': { id: 'history.event.leave.Decided', defaultMessage: '{actor} {status, select, APPROVED {approved} REJECTED {rejected} other {decided on}} the leave ({type}, {dates})' },
  'leave.Withdrawn': { id: 'history.event.leave.Withdrawn', defaultMessage: '{actor} withdrew the leave ({type}, {dates})' },
  'leave.Deleted': { id: 'history.event.leave.Deleted', defaultMessage: '{actor} deleted the leave' },

  'inventory.Registered': { id: 'history.event.inventory.Registered', defaultMessage: '{actor} started keeping {itemName} at {building}, {quantity} in stock' },
  'inventory.Updated': { id: 'history.event.inventory.Updated', defaultMessage: "{actor} changed the item's {changes}" },
  'inventory.Moved': { id: 'history.event.inventory.Moved', defaultMessage: '{actor} {direction, select, in {added {amount}} other {took out {amount}}} ({reason}): {quantity} in stock' },
  'inventory.Deleted': { id: 'history.event.inventory.Deleted', defaultMessage: '{actor} deleted the item' },
});

/** Variants of a kind's sentence where what happened calls for other words. */
export const variantMessages = defineMessages({
  ownLeave: { id: 'history.event.leave.Requested.own', defaultMessage: '{actor} applied for leave ({type}, {dates})' },
  unassigned: { id: 'history.event.account.FacilitiesAssigned.removed', defaultMessage: '{actor} unassigned {removed} from {account}' },
  reassigned: { id: 'history.event.account.FacilitiesAssigned.both', defaultMessage: '{actor} assigned {added} to {account} and unassigned {removed}' },
  assignedNone: { id: 'history.event.account.FacilitiesAssigned.same', defaultMessage: "{actor} kept {account}'s toilets as they were" },
  unplaced: { id: 'history.event.device.Placed.none', defaultMessage: '{actor} took the device out of its toilet' },
  registeredUnplaced: { id: 'history.event.device.Registered.unplaced', defaultMessage: '{actor} registered the device {name} ({kind}, {identifier}) for {landlord}' },
  openedNowhere: { id: 'history.event.issue.Opened.nowhere', defaultMessage: '{actor} opened the issue: {issueType}' },
  escalatedToNobody: { id: 'history.event.issue.Escalated.nobody', defaultMessage: '{actor} escalated the issue to step {level} after {minutes, plural, one {# minute} other {# minutes}} open, but found no one to tell ({whom})' },
  resolvedCleared: { id: 'history.event.issue.Resolved.cleared', defaultMessage: '{actor} resolved the issue: it cleared at {time}' },
  completedNoting: { id: 'history.event.task.Completed.remarks', defaultMessage: '{actor} completed the task, noting “{remarks}”' },
  decidedNoting: { id: 'history.event.leave.Decided.remarks', defaultMessage: '{actor} {status, select, APPROVED {approved} REJECTED {rejected} other {decided on}} the leave ({type}, {dates}), noting “{remarks}”' },
  unchanged: { id: 'history.event.unchanged', defaultMessage: '{actor} saved {thing} without changes' },
  /** Any event without a sentence of its own. */
  changed: { id: 'history.event.changed', defaultMessage: '{actor} changed {fields}' },
  madeChange: { id: 'history.event.madeChange', defaultMessage: '{actor} made a change ({event})' },
});

/** Whom an escalation step tells (`notify`), as a sentence names them. */
export const notifyMessages = defineMessages({
  supervisor: { id: 'history.escalation.notify.supervisor', defaultMessage: 'the supervisor' },
  'cc-manager': { id: 'history.escalation.notify.ccManager', defaultMessage: 'the cleaning company’s managers' },
  'll-manager': { id: 'history.escalation.notify.llManager', defaultMessage: 'the landlord’s managers' },
  admin: { id: 'history.escalation.notify.admin', defaultMessage: 'the system administrators' },
});
