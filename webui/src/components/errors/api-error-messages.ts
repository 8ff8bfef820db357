import { defineMessages, type MessageDescriptor } from 'react-intl';
import { validationMessages } from '../form/messages';

/** What the server says went wrong, by its stable error code (api/errors.py). */
export const errorCodeMessages = defineMessages({
  'invalid-input': { id: 'apiError.invalidInput', defaultMessage: 'Some of the data is not valid' },
  'malformed-body': { id: 'apiError.malformedBody', defaultMessage: 'The server could not read the data sent' },
  'nul-character': { id: 'apiError.nulCharacter', defaultMessage: 'The text contains a character that is not allowed' },
  'not-authorized': { id: 'apiError.notAuthorized', defaultMessage: 'User not authorized' },
  'wrong-credentials': { id: 'apiError.wrongCredentials', defaultMessage: 'Wrong login name or password' },
  'too-many-requests': { id: 'apiError.tooManyRequests', defaultMessage: 'Too many requests. Please, wait a moment and try again' },
  'sign-in-throttled': { id: 'apiError.signInThrottled', defaultMessage: 'Too many failed sign-ins. Try again in {minutes, plural, one {# minute} other {# minutes}}' },
  'reset-requests-throttled': { id: 'apiError.resetRequestsThrottled', defaultMessage: 'Too many password reset requests. Try again in {minutes, plural, one {# minute} other {# minutes}}' },
  'reset-link-invalid': { id: 'apiError.resetLinkInvalid', defaultMessage: 'This link does not work any more: it was used, has expired or a newer one was issued. Ask your administrator for a new link' },
  'access-denied': { id: 'apiError.accessDenied', defaultMessage: 'Your role does not allow this' },
  conflict: { id: 'apiError.conflict', defaultMessage: 'This does not fit the data as it is now. Reload and try again' },
  'stale-version': { id: 'apiError.staleVersion', defaultMessage: 'This was changed since you opened it. Reload it and make your change again' },
  'record-changed': { id: 'apiError.recordChanged', defaultMessage: 'Someone else changed this at the same time. Reload it and try again' },
  'already-resolved': { id: 'apiError.alreadyResolved', defaultMessage: 'The issue is resolved already' },
  'issue-already-open': { id: 'apiError.issueAlreadyOpen', defaultMessage: 'An issue of this type is already open at this facility' },
  'not-pending': { id: 'apiError.notPending', defaultMessage: 'This was decided already' },
  'insufficient-stock': { id: 'apiError.insufficientStock', defaultMessage: 'There is not enough in stock for this change' },
  'schedule-clash': { id: 'apiError.scheduleOverlap', defaultMessage: 'This schedule overlaps another schedule of the same staff member' },
  'leave-overlaps': { id: 'apiError.leaveOverlaps', defaultMessage: 'This leave overlaps another leave of the same staff member' },
  'leave-decided': { id: 'apiError.leaveDecided', defaultMessage: 'This leave is no longer pending. Reload it to see its status' },
  'own-leave': { id: 'apiError.ownLeave', defaultMessage: 'You cannot decide your own leave' },
  'not-applicant': { id: 'apiError.notApplicant', defaultMessage: 'Only the applicant can withdraw a leave' },
  'task-status': { id: 'apiError.taskStatus', defaultMessage: 'The task has moved on since you opened it. Reload it and try again' },
  'cross-site': { id: 'apiError.crossSite', defaultMessage: 'A request from another site was refused' },
  'still-used': { id: 'apiError.stillUsed', defaultMessage: 'This {what, select, company {company} building {building} other {record}} still has {by, select, buildings {buildings} projects {projects} accounts {user accounts} other {records}}: remove them first' },
  'type-fixed': { id: 'apiError.typeFixed', defaultMessage: 'A company in use cannot change its type' },
  'body-too-large': { id: 'apiError.bodyTooLarge', defaultMessage: 'The data sent is too large' },
  unavailable: { id: 'apiError.unavailable', defaultMessage: 'The service is unavailable. Please, try again later' },
});

/** Codes whose text names a thing (`params.what`). */
export const thingMessages = defineMessages({
  notFound: { id: 'apiError.notFound', defaultMessage: 'No such {thing}' },
  deleted: { id: 'apiError.deleted', defaultMessage: 'This {thing} was deleted' },
});

/** The things `not-found` and `deleted` name, as `params.what` spells them. */
export const thingNames = defineMessages({
  company: { id: 'apiError.thing.company', defaultMessage: 'company' },
  building: { id: 'apiError.thing.building', defaultMessage: 'building' },
  floor: { id: 'apiError.thing.floor', defaultMessage: 'floor' },
  facility: { id: 'apiError.thing.facility', defaultMessage: 'facility' },
  project: { id: 'apiError.thing.project', defaultMessage: 'project' },
  account: { id: 'apiError.thing.account', defaultMessage: 'account' },
  device: { id: 'apiError.thing.device', defaultMessage: 'device' },
  issue: { id: 'apiError.thing.issue', defaultMessage: 'issue' },
  task: { id: 'apiError.thing.task', defaultMessage: 'task' },
  notification: { id: 'apiError.thing.notification', defaultMessage: 'notification' },
  schedule: { id: 'apiError.thing.schedule', defaultMessage: 'schedule' },
  leave: { id: 'apiError.thing.leave', defaultMessage: 'leave' },
  inventory: { id: 'apiError.thing.inventory', defaultMessage: 'inventory item' },
  'ingest-key': { id: 'apiError.thing.ingestKey', defaultMessage: 'ingest key' },
  session: { id: 'apiError.thing.session', defaultMessage: 'session' },
  path: { id: 'apiError.thing.path', defaultMessage: 'path' },
});

/** `in-use`: which value is taken already (`params.what`). */
export const inUseMessages = defineMessages({
  'company-code': { id: 'apiError.inUse.companyCode', defaultMessage: 'This company code is already in use' },
  'login-name': { id: 'apiError.inUse.loginName', defaultMessage: 'This login name is already in use' },
  'device-id': { id: 'apiError.inUse.deviceId', defaultMessage: 'This device ID is already registered' },
  other: { id: 'apiError.inUse.other', defaultMessage: 'This value is already in use' },
});

const violationOnly = defineMessages({
  'unknown-field': { id: 'apiError.violation.unknownField', defaultMessage: 'This field is not expected here' },
  'not-unique': { id: 'apiError.violation.notUnique', defaultMessage: 'This value is already in use' },
  'select-days': { id: 'apiError.violation.selectDays', defaultMessage: 'Select a day or days' },
  'mac-length': { id: 'apiError.violation.macLength', defaultMessage: 'MAC identifier should contain 12 characters' },
  'uuid-format': { id: 'apiError.violation.uuidFormat', defaultMessage: 'A UUID identifier has 8-4-4-4-12 hexadecimal digits, version 4' },
  'unknown-type': { id: 'apiError.violation.unknownType', defaultMessage: 'Unknown type' },
  'end-before-start': { id: 'apiError.violation.endBeforeStart', defaultMessage: 'The end comes before the start' },
  'range-too-long': { id: 'apiError.violation.rangeTooLong', defaultMessage: 'At most {max} days' },
  'days-or-weeks': { id: 'apiError.violation.daysOrWeeks', defaultMessage: 'Choose days or weeks, not both' },
  'in-future': { id: 'apiError.violation.inFuture', defaultMessage: 'Must not be in the future' },
  'before-measured': { id: 'apiError.violation.beforeMeasured', defaultMessage: 'Must not be before the issue was measured' },
  'too-large': { id: 'apiError.violation.tooLarge', defaultMessage: 'The file is too large' },
  'too-many': { id: 'apiError.violation.tooMany', defaultMessage: 'Too many are chosen' },
  'shift-empty': { id: 'apiError.violation.shiftEmpty', defaultMessage: 'The shift must not end when it starts' },
  'half-day-one-date': { id: 'apiError.violation.halfDayOneDate', defaultMessage: 'A half day starts and ends on the same day' },
  'not-zero': { id: 'apiError.violation.notZero', defaultMessage: 'Must not be zero' },
  'unknown-area': { id: 'apiError.violation.unknownArea', defaultMessage: 'Unknown area' },
  'staff-fixed': { id: 'apiError.violation.staffFixed', defaultMessage: 'The staff member cannot be changed' },
  'no-such-staff': { id: 'apiError.violation.noSuchStaff', defaultMessage: 'No such staff member' },
  'no-such-supervisor': { id: 'apiError.violation.noSuchSupervisor', defaultMessage: 'No such supervisor' },
  'no-such-building': { id: 'apiError.violation.noSuchBuilding', defaultMessage: 'No such building' },
  'no-such-project': { id: 'apiError.violation.noSuchProject', defaultMessage: 'No such project' },
  'wrong-password': { id: 'apiError.violation.wrongPassword', defaultMessage: 'The current password is wrong' },
  'same-password': { id: 'apiError.violation.samePassword', defaultMessage: 'Choose a password other than the current one' },
  /** A rule this client has no text of, said to a reader of another language than the server's English. */
  invalid: { id: 'apiError.violation.invalid', defaultMessage: 'This value is not accepted' },
  'own-password': { id: 'apiError.violation.ownPassword', defaultMessage: 'Change your own password from your profile, where the current one is asked' },
});

/** A field's broken rule, by its violation code; `invalid` has none: the server's words are shown. */
export const violationMessages: Record<string, MessageDescriptor> = {
  required: validationMessages.required,
  'invalid-email': validationMessages.invalidEmail,
  'incorrect-date': validationMessages.incorrectDate,
  'invalid-format': validationMessages.invalidFormat,
  'too-long': validationMessages.tooLong,
  ...violationOnly,
};

const oneBound = defineMessages({
  atLeast: { id: 'apiError.violation.atLeast', defaultMessage: 'Must be {min} or more' },
  atMost: { id: 'apiError.violation.atMost', defaultMessage: 'Must be {max} or less' },
});

/** `out-of-range`, by the bounds it names. */
export const rangeMessages = { between: validationMessages.numberRange, ...oneBound };
