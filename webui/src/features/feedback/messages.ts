import { defineMessages } from 'react-intl';

export const feedbackMessages = defineMessages({
  title: { id: 'feedback.title', defaultMessage: 'Feedback' },
  description: {
    id: 'feedback.description',
    defaultMessage: 'Ratings visitors gave on the feedback panels and through the QR pages.',
  },
  tableLabel: { id: 'feedback.tableLabel', defaultMessage: 'Feedback' },
  timestamp: { id: 'feedback.timestamp', defaultMessage: 'Time' },
  rating: { id: 'feedback.rating', defaultMessage: 'Rating' },
  areas: { id: 'feedback.areas', defaultMessage: 'Areas of inconvenience' },
  area: { id: 'feedback.area', defaultMessage: 'Area' },
  noAreas: { id: 'feedback.noAreas', defaultMessage: 'None named' },
  building: { id: 'feedback.building', defaultMessage: 'Building' },
  facility: { id: 'feedback.facility', defaultMessage: 'Facility' },
  floor: { id: 'feedback.floor', defaultMessage: 'Floor' },
  device: { id: 'feedback.device', defaultMessage: 'Device' },
  company: { id: 'feedback.company', defaultMessage: 'Company' },
  source: { id: 'feedback.source', defaultMessage: 'Source' },
  panel: { id: 'feedback.panel', defaultMessage: 'Panel' },
  qr: { id: 'feedback.qr', defaultMessage: 'QR page' },
  date: { id: 'feedback.date', defaultMessage: 'Date' },
});
