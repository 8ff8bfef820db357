import { defineMessages } from 'react-intl';

/** Titles of the screens that are not built yet. */
export const placeholderMessages = defineMessages({
  inventoryTable: { id: 'placeholder.inventoryTable', defaultMessage: 'Inventory' },
  inventoryInfo: { id: 'placeholder.inventoryInfo', defaultMessage: 'Inventory item' },
  editInventory: { id: 'placeholder.editInventory', defaultMessage: 'Edit inventory item' },
  inventoryForm: { id: 'placeholder.inventoryForm', defaultMessage: 'New inventory item' },
  feedbackTable: { id: 'placeholder.feedbackTable', defaultMessage: 'Feedback' },
  usageTable: { id: 'placeholder.usageTable', defaultMessage: 'Usage' },
  reports: { id: 'placeholder.reports', defaultMessage: 'Reports' },
  facilityReports: { id: 'placeholder.facilityReports', defaultMessage: 'Facility reports' },
  schedules: { id: 'placeholder.schedules', defaultMessage: 'Schedules' },
  createSchedule: { id: 'placeholder.createSchedule', defaultMessage: 'Create schedule' },
  editSchedule: { id: 'placeholder.editSchedule', defaultMessage: 'Edit schedule' },
  scheduleInfo: { id: 'placeholder.scheduleInfo', defaultMessage: 'Schedule info' },
  leavesTable: { id: 'placeholder.leavesTable', defaultMessage: 'Leaves' },
  createLeave: { id: 'placeholder.createLeave', defaultMessage: 'Apply for leave' },
});
