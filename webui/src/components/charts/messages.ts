import { defineMessages } from 'react-intl';

export const chartMessages = defineMessages({
  highestDay: { id: 'charts.highestDay', defaultMessage: 'Busiest day: {count}' },
});
