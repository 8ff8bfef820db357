import { defineMessages, type MessageDescriptor } from 'react-intl';

/** The rating scale (1 excellent … 5 very poor), as the feedback rows name it. */
export type RatingWord = 'excellent' | 'good' | 'average' | 'poor' | 'very-poor';

export const ratingMessages = defineMessages({
  excellent: { id: 'catalogue.rating.excellent', defaultMessage: 'Excellent' },
  good: { id: 'catalogue.rating.good', defaultMessage: 'Good' },
  average: { id: 'catalogue.rating.average', defaultMessage: 'Average' },
  poor: { id: 'catalogue.rating.poor', defaultMessage: 'Poor' },
  'very-poor': { id: 'catalogue.rating.veryPoor', defaultMessage: 'Very poor' },
});

export interface Rating {
  word: RatingWord;
  /** 1 excellent … 5 very poor. */
  value: number;
  /** The badge's colour. */
  palette: string;
  label: MessageDescriptor;
}

export const RATINGS: readonly Rating[] = [
  { word: 'excellent', value: 1, palette: 'green', label: ratingMessages.excellent },
  { word: 'good', value: 2, palette: 'teal', label: ratingMessages.good },
  { word: 'average', value: 3, palette: 'yellow', label: ratingMessages.average },
  { word: 'poor', value: 4, palette: 'orange', label: ratingMessages.poor },
  { word: 'very-poor', value: 5, palette: 'red', label: ratingMessages['very-poor'] },
];

/** The rating named by its word or its value, if it is one. */
export function ratingOf(value: string | number | null | undefined): Rating | undefined {
  return RATINGS.find((rating) => rating.word === value || rating.value === value);
}

/** The areas of inconvenience a visitor may name, by their ids on the wire. */
export const areaMessages = defineMessages({
  'no-toilet-paper': { id: 'catalogue.area.noToiletPaper', defaultMessage: 'No toilet paper' },
  'no-hand-soap': { id: 'catalogue.area.noHandSoap', defaultMessage: 'No hand soap' },
  'litter-bin-full': { id: 'catalogue.area.litterBinFull', defaultMessage: 'Litter bin full' },
  'dirty-basin': { id: 'catalogue.area.dirtyBasin', defaultMessage: 'Dirty basin' },
  'wet-floor': { id: 'catalogue.area.wetFloor', defaultMessage: 'Wet floor' },
  'dirty-toilet-bowl': { id: 'catalogue.area.dirtyToiletBowl', defaultMessage: 'Dirty toilet bowl' },
  'dirty-urinal': { id: 'catalogue.area.dirtyUrinal', defaultMessage: 'Dirty urinal' },
  'faulty-hand-dryer': { id: 'catalogue.area.faultyHandDryer', defaultMessage: 'Faulty hand dryer' },
  'faulty-tap-flush': { id: 'catalogue.area.faultyTapFlush', defaultMessage: 'Faulty tap/flush' },
  'faulty-light': { id: 'catalogue.area.faultyLight', defaultMessage: 'Faulty light' },
});

export type AreaId = keyof typeof areaMessages;

export const AREAS = Object.keys(areaMessages) as AreaId[];

/** An area's name in the user's language; an id this client does not know stays as it came. */
export function areaLabel(formatMessage: (descriptor: MessageDescriptor) => string, area: string): string {
  return Object.hasOwn(areaMessages, area) ? formatMessage(areaMessages[area as AreaId]) : area;
}

/** A rating's word in the user's language; an unknown one stays as it came. */
export function ratingLabel(formatMessage: (descriptor: MessageDescriptor) => string, rating: string | number | null | undefined): string {
  const known = ratingOf(rating);
  return known ? formatMessage(known.label) : rating === null || rating === undefined ? '—' : String(rating);
}
