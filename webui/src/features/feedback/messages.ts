import { defineMessages } from 'react-intl';
import { columnMessages } from '@/components/column-messages';

export const feedbackMessages = {
  building: columnMessages.building,
  facility: columnMessages.facility,
  floor: columnMessages.floor,
  device: columnMessages.device,
  company: columnMessages.company,
  source: columnMessages.source,
  ...defineMessages({
    title: { id: 'feedback.title', defaultMessage: 'Feedback' },
    description: { id: 'feedback.description', defaultMessage: 'Ratings visitors gave on the feedback panels and through the QR pages.' },
    tableLabel: { id: 'feedback.tableLabel', defaultMessage: 'Feedback' },
    timestamp: { id: 'feedback.timestamp', defaultMessage: 'Time' },
    rating: { id: 'feedback.rating', defaultMessage: 'Rating' },
    areas: { id: 'feedback.areas', defaultMessage: 'Areas of inconvenience' },
    area: { id: 'feedback.area', defaultMessage: 'Area' },
    noAreas: { id: 'feedback.noAreas', defaultMessage: 'None named' },
    panel: { id: 'feedback.panel', defaultMessage: 'Panel' },
    qr: { id: 'feedback.qr', defaultMessage: 'QR page' },
    date: { id: 'feedback.date', defaultMessage: 'Date' },
  }),
};
