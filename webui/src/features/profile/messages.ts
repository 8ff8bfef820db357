import { defineMessages } from 'react-intl';

export const profileMessages = defineMessages({
  title: { id: 'profile.title', defaultMessage: 'Your profile' },
  name: { id: 'profile.name', defaultMessage: 'Name' },
  loginName: { id: 'profile.loginName', defaultMessage: 'Login name' },
  email: { id: 'profile.email', defaultMessage: 'Email' },
  role: { id: 'profile.role', defaultMessage: 'Role' },
  company: { id: 'profile.company', defaultMessage: 'Company' },
  supervisor: { id: 'profile.supervisor', defaultMessage: 'Supervisor' },
  phone: { id: 'profile.phone', defaultMessage: 'Phone' },
  mobileNo: { id: 'profile.mobileNo', defaultMessage: 'Mobile no' },
  gender: { id: 'profile.gender', defaultMessage: 'Gender' },
  female: { id: 'profile.female', defaultMessage: 'Female' },
  male: { id: 'profile.male', defaultMessage: 'Male' },
  birthDate: { id: 'profile.birthDate', defaultMessage: 'Birth date' },
  address: { id: 'profile.address', defaultMessage: 'Address' },
  country: { id: 'profile.country', defaultMessage: 'Country' },
  joinDate: { id: 'profile.joinDate', defaultMessage: 'Join date' },
  memberSince: { id: 'profile.memberSince', defaultMessage: 'Account created' },
});
