import { defineMessages } from 'react-intl';
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
  }),
};
