import { defineMessages } from 'react-intl';

export const dashboardMessages = defineMessages({
  title: { id: 'dashboard.title', defaultMessage: 'Dashboard' },
  welcome: { id: 'dashboard.welcome', defaultMessage: 'Welcome back, {name}' },
  welcomeAnonymous: { id: 'dashboard.welcomeAnonymous', defaultMessage: 'Welcome back' },
  overview: { id: 'dashboard.overview', defaultMessage: 'Overview' },
  overviewHint: {
    id: 'dashboard.overviewHint',
    defaultMessage: 'What the console holds for you today.',
  },
  companies: { id: 'dashboard.companies', defaultMessage: 'Companies' },
  buildings: { id: 'dashboard.buildings', defaultMessage: 'Buildings' },
  projects: { id: 'dashboard.projects', defaultMessage: 'Projects' },
  facilities: { id: 'dashboard.facilities', defaultMessage: 'Facilities' },
  unavailable: { id: 'dashboard.unavailable', defaultMessage: 'Not available' },
  open: { id: 'dashboard.open', defaultMessage: 'Open the list' },
  moreSoon: {
    id: 'dashboard.moreSoon',
    defaultMessage: 'Device, issue, feedback and usage widgets are coming to this page.',
  },
});
