import { defineMessages } from 'react-intl';

export const deviceSeriesMessages = defineMessages({
  title: { id: 'deviceSeries.title', defaultMessage: 'Readings over time' },
  hint: { id: 'deviceSeries.hint', defaultMessage: 'Hourly values in your time zone, {timezone}.' },
  period: { id: 'deviceSeries.period', defaultMessage: 'Period' },
  last24Hours: { id: 'deviceSeries.last24Hours', defaultMessage: 'Last 24 hours' },
  last7Days: { id: 'deviceSeries.last7Days', defaultMessage: 'Last 7 days' },
  last31Days: { id: 'deviceSeries.last31Days', defaultMessage: 'Last 31 days' },
  noReadings: { id: 'deviceSeries.noReadings', defaultMessage: 'The device reported nothing in this period.' },
  level: { id: 'deviceSeries.level', defaultMessage: 'Level (%)' },
  battery: { id: 'deviceSeries.battery', defaultMessage: 'Battery (V)' },
  signal: { id: 'deviceSeries.signal', defaultMessage: 'Signal (RSSI, dBm)' },
  temperature: { id: 'deviceSeries.temperature', defaultMessage: 'Temperature (°C)' },
  humidity: { id: 'deviceSeries.humidity', defaultMessage: 'Humidity (%)' },
  people: { id: 'deviceSeries.people', defaultMessage: 'People per hour' },
  litres: { id: 'deviceSeries.litres', defaultMessage: 'Litres per hour' },
  summary: {
    id: 'deviceSeries.summary',
    defaultMessage: '{count, plural, one {# hour} other {# hours}} with a value; lowest {min}, highest {max}, latest {latest}',
  },
  total: { id: 'deviceSeries.total', defaultMessage: 'Total {total}; busiest hour {max}' },
  location: { id: 'deviceSeries.location', defaultMessage: 'Location' },
  locationValue: { id: 'deviceSeries.locationValue', defaultMessage: '{latitude}, {longitude}' },
  openMap: { id: 'deviceSeries.openMap', defaultMessage: 'Open on a map' },
  uri: { id: 'deviceSeries.uri', defaultMessage: 'URI' },
});
