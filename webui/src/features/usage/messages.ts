import { defineMessages } from 'react-intl';
import { columnMessages } from '@/components/column-messages';

export const usageMessages = {
  facility: columnMessages.facility,
  building: columnMessages.building,
  floor: columnMessages.floor,
  source: columnMessages.source,
  dates: columnMessages.dates,
  ...defineMessages({
    title: { id: 'usage.title', defaultMessage: 'Usage' },
    description: { id: 'usage.description', defaultMessage: 'People counted and litres used per facility and day; the buildings’ main meters on rows of their own.' },
    tableLabel: { id: 'usage.tableLabel', defaultMessage: 'Usage per facility and day' },
    day: { id: 'usage.day', defaultMessage: 'Day' },
    people: { id: 'usage.people', defaultMessage: 'People' },
    litres: { id: 'usage.litres', defaultMessage: 'Litres' },
    toilets: { id: 'usage.toilets', defaultMessage: 'Toilets' },
    mainMeter: { id: 'usage.mainMeter', defaultMessage: 'Main meter' },
    chartTitle: { id: 'usage.chartTitle', defaultMessage: 'Litres per day' },
    chartHint: { id: 'usage.chartHint', defaultMessage: 'The toilets’ meters and the main meters side by side: a main meter measures the same water and more, so they are never added up.' },
    chartLabel: { id: 'usage.chartLabel', defaultMessage: 'Litres used per day' },
    chartDay: { id: 'usage.chartDay', defaultMessage: '{day}: {toilets} litres through the toilets, {mainMeter} litres on the main meters' },
    chartLimited: { id: 'usage.chartLimited', defaultMessage: 'The chart sums the first {count} rows; narrow the filters to see all.' },
    noChart: { id: 'usage.noChart', defaultMessage: 'No water was measured for these filters.' },
    litresValue: { id: 'usage.litresValue', defaultMessage: '{count, plural, one {# litre} other {# litres}}' },
    timezoneHint: { id: 'usage.timezoneHint', defaultMessage: 'Days begin at midnight in your time zone, {timezone}.' },
    reports: { id: 'usage.reports', defaultMessage: 'Reports' },
    noPeopleCounter: { id: 'usage.noPeopleCounter', defaultMessage: 'No people counter' },
    noWaterMeter: { id: 'usage.noWaterMeter', defaultMessage: 'No water meter' },
    cleanings: { id: 'usage.cleanings', defaultMessage: 'Cleanings' },
    visitorsPerCleaning: { id: 'usage.visitorsPerCleaning', defaultMessage: 'Visitors per cleaning' },
  }),
};
