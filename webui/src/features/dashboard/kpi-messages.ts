import { defineMessages } from 'react-intl';
import { columnMessages } from '@/components/column-messages';

export const kpiMessages = {
  building: columnMessages.building,
  company: columnMessages.cleaningCompany,
  staff: columnMessages.staff,
  ...defineMessages({
    title: { id: 'kpi.title', defaultMessage: 'KPI' },
    description: { id: 'kpi.description', defaultMessage: 'How fast issues resolved in the range were resolved, from when the condition was measured, against each issue type’s target.' },
    range: { id: 'kpi.range', defaultMessage: 'Range' },
    overall: { id: 'kpi.overall', defaultMessage: 'All issues resolved' },
    escalated: {
      id: 'kpi.escalated',
      defaultMessage: '{count, plural, =0 {No issue was escalated in this range.} one {# issue was escalated in this range.} other {# issues were escalated in this range.}}',
    },
    perBuilding: { id: 'kpi.perBuilding', defaultMessage: 'Per building' },
    perCompany: { id: 'kpi.perCompany', defaultMessage: 'Per cleaning company' },
    perStaff: { id: 'kpi.perStaff', defaultMessage: 'Per staff member' },
    perStaffHint: { id: 'kpi.perStaffHint', defaultMessage: 'Issues a person resolved; those that cleared by themselves belong to no one.' },
    perType: { id: 'kpi.perType', defaultMessage: 'Per issue type' },
    perTypeHint: { id: 'kpi.perTypeHint', defaultMessage: 'Each type’s target is the time it should be resolved within.' },
    issueType: { id: 'kpi.issueType', defaultMessage: 'Issue type' },
    target: { id: 'kpi.target', defaultMessage: 'Target' },
    resolved: { id: 'kpi.resolved', defaultMessage: 'Resolved' },
    mean: { id: 'kpi.mean', defaultMessage: 'Mean' },
    median: { id: 'kpi.median', defaultMessage: 'Median' },
    p90: { id: 'kpi.p90', defaultMessage: '90th percentile' },
    withinTarget: { id: 'kpi.withinTarget', defaultMessage: 'Within target' },
    sortBy: { id: 'kpi.sortBy', defaultMessage: 'Sort by {column}' },
    unnamed: { id: 'kpi.unnamed', defaultMessage: 'No longer in the estate' },
    empty: { id: 'kpi.empty', defaultMessage: 'No issue was resolved in this range.' },
    export: { id: 'kpi.export', defaultMessage: 'Export CSV' },
    // The button's name begins with its visible words, so speech input finds it by them.
    exportOf: { id: 'kpi.exportOf', defaultMessage: 'Export CSV of {table}' },
    exported: { id: 'kpi.exported', defaultMessage: 'Saved {file}' },
    exportFailed: { id: 'kpi.exportFailed', defaultMessage: 'The export failed' },
  }),
};
