import { defineMessages, type MessageDescriptor } from 'react-intl';
import type { ApiSchema } from '@/api/schemas';
import { accountFieldMessages } from '@/components/column-messages';

export const profileMessages = {
  ...accountFieldMessages,
  ...defineMessages({
    title: { id: 'profile.title', defaultMessage: 'Your profile' },
    name: { id: 'profile.name', defaultMessage: 'Name' },
    loginName: { id: 'profile.loginName', defaultMessage: 'Login name' },
    phone: { id: 'profile.phone', defaultMessage: 'Phone' },
    mobileNo: { id: 'profile.mobileNo', defaultMessage: 'Mobile no' },
    gender: { id: 'profile.gender', defaultMessage: 'Gender' },
    female: { id: 'profile.female', defaultMessage: 'Female' },
    male: { id: 'profile.male', defaultMessage: 'Male' },
    birthDate: { id: 'profile.birthDate', defaultMessage: 'Birth date' },
    country: { id: 'profile.country', defaultMessage: 'Country' },
    joinDate: { id: 'profile.joinDate', defaultMessage: 'Join date' },
    memberSince: { id: 'profile.memberSince', defaultMessage: 'Account created' },
    changePassword: { id: 'profile.changePassword', defaultMessage: 'Change password' },
    currentPassword: { id: 'profile.currentPassword', defaultMessage: 'Current password' },
    newPassword: { id: 'profile.newPassword', defaultMessage: 'New password' },
    repeatPassword: { id: 'profile.repeatPassword', defaultMessage: 'New password again' },
    passwordsDiffer: { id: 'profile.passwordsDiffer', defaultMessage: 'The two new passwords differ' },
    passwordChanged: { id: 'profile.passwordChanged', defaultMessage: 'Your password is changed. You were signed out everywhere else.' },
    alertsTitle: { id: 'profile.alertsTitle', defaultMessage: 'Alerts by e-mail' },
    alertsHint: {
      id: 'profile.alertsHint',
      defaultMessage: 'Every notification shows in the console. Choose the kinds also e-mailed to you.',
    },
    alertKinds: { id: 'profile.alertKinds', defaultMessage: 'Also e-mail me when' },
    saveAlerts: { id: 'profile.saveAlerts', defaultMessage: 'Save e-mail alerts' },
    alertsSaved: { id: 'profile.alertsSaved', defaultMessage: 'Your e-mail alerts are saved.' },
    noEmail: {
      id: 'profile.noEmail',
      defaultMessage: 'Your account has no e-mail address, so nothing can be mailed to you. An administrator can add one to your account.',
    },
    notMailing: {
      id: 'profile.notMailing',
      defaultMessage: 'This console sends no e-mail at present. Your choice is kept for when it does.',
    },
    pushTitle: { id: 'profile.pushTitle', defaultMessage: 'Notifications on this phone' },
    pushHint: {
      id: 'profile.pushHint',
      defaultMessage: 'New issues you are told of can also pop up on this phone or computer, even with the console closed. The bell in the console shows every notification either way.',
    },
    pushSwitch: { id: 'profile.pushSwitch', defaultMessage: 'Notify me on this phone' },
    pushOn: { id: 'profile.pushOn', defaultMessage: 'This phone is told of each new issue.' },
    pushUnsupported: {
      id: 'profile.pushUnsupported',
      defaultMessage: 'This browser cannot show notifications from the console. On an iPhone, add the console to the Home Screen and open it from there. The bell in the console still shows every notification.',
    },
    pushBlocked: {
      id: 'profile.pushBlocked',
      defaultMessage: "Notifications from the console are blocked in this browser's settings. Allow them there to turn this on.",
    },
  }),
};

/** A kind of notification an account may have e-mailed, as the server's schema lists them. */
type AlertKind = ApiSchema<'AlertsBody'>['email'][number];

/**
 * The kinds of notification, as an account chooses which are e-mailed: one for each kind the
 * schema lists and no other, or the build fails.
 */
export const alertKindMessages = defineMessages({
  'issue-opened': { id: 'profile.alertKind.issueOpened', defaultMessage: 'An issue is opened' },
  'issue-escalated': { id: 'profile.alertKind.issueEscalated', defaultMessage: 'An issue is still open and escalated' },
  'issue-resolved': { id: 'profile.alertKind.issueResolved', defaultMessage: 'An issue is resolved' },
  'task-assigned': { id: 'profile.alertKind.taskAssigned', defaultMessage: 'A task is assigned' },
  'leave-requested': { id: 'profile.alertKind.leaveRequested', defaultMessage: 'Leave is asked for' },
  'leave-decided': { id: 'profile.alertKind.leaveDecided', defaultMessage: 'Leave is approved or rejected' },
  'low-stock': { id: 'profile.alertKind.lowStock', defaultMessage: 'Stock runs low' },
  'dead-letters': { id: 'profile.alertKind.deadLetters', defaultMessage: 'Sensor messages are rejected' },
  'password-reset-requested': { id: 'profile.alertKind.passwordResetRequested', defaultMessage: 'Someone asks for a new password' },
} satisfies Record<AlertKind, MessageDescriptor>);
