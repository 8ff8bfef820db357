import { defineMessages } from 'react-intl';

export const visitMessages = defineMessages({
  title: { id: 'visit.title', defaultMessage: 'How was this washroom?' },
  intro: { id: 'visit.intro', defaultMessage: 'Your rating goes straight to the cleaning team.' },
  place: { id: 'visit.place', defaultMessage: '{building} · {floor}' },
  rating: { id: 'visit.rating', defaultMessage: 'Your rating' },
  areas: { id: 'visit.areas', defaultMessage: 'Anything wrong? (optional)' },
  submit: { id: 'visit.submit', defaultMessage: 'Send feedback' },
  chooseRating: { id: 'visit.chooseRating', defaultMessage: 'Choose a rating first' },
  thanks: { id: 'visit.thanks', defaultMessage: 'Thank you!' },
  thanksBody: { id: 'visit.thanksBody', defaultMessage: 'Your feedback was received. It helps keep this washroom clean.' },
  alreadyReceived: { id: 'visit.alreadyReceived', defaultMessage: 'Thank you, your feedback was already received' },
  notFound: { id: 'visit.notFound', defaultMessage: 'This QR code is not valid any more.' },
  notFoundBody: { id: 'visit.notFoundBody', defaultMessage: 'Please tell the staff on site.' },
  language: { id: 'visit.language', defaultMessage: 'Language' },
  unnamed: { id: 'visit.unnamed', defaultMessage: 'Washroom' },
});
