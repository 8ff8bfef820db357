import type { IntlShape, MessageDescriptor } from 'react-intl';

/** The kinds of record a change can name by id (as the server's `names` has them). */
export const REF_KINDS = [
  'account',
  'company',
  'building',
  'floor',
  'facility',
  'project',
  'device',
  'issue',
  'task',
  'schedule',
  'leave',
  'inventory',
] as const;
export type RefKind = (typeof REF_KINDS)[number];

/** A record named by id: its name (a link where the reader may open it) or "a facility". */
export interface RefPiece {
  piece: 'ref';
  ref: RefKind | 'actor';
  id: string | null;
}

/** A message whose values are pieces in turn. */
export interface MessagePiece {
  piece: 'message';
  message: MessageDescriptor;
  values: Record<string, Piece>;
}

/** Pieces joined as a list ("A, B and C"). */
export interface ListPiece {
  piece: 'list';
  items: Piece[];
}

/**
 * A sentence before it is put into words: text and numbers as they are, records by id, so
 * one sentence renders as plain text (tests, labels) or with links (the screen).
 */
export type Piece = string | number | RefPiece | MessagePiece | ListPiece;

export const ref = (kind: RefKind | 'actor', id: unknown): RefPiece => ({
  piece: 'ref',
  ref: kind,
  id: typeof id === 'string' && id ? id : null,
});

export const message = (descriptor: MessageDescriptor, values: Record<string, Piece> = {}): MessagePiece => ({
  piece: 'message',
  message: descriptor,
  values,
});

export const list = (items: Piece[]): ListPiece => ({ piece: 'list', items });

/** What a sentence needs besides the event: the language, and the reader's time zone. */
export interface SentenceContext {
  intl: IntlShape;
  /** IANA zone of the timezone setting: moments are shown in it. */
  timeZone: string;
}

/** A name as the reader sees it: the text, and the page it links to when they may open it. */
export interface ShownName {
  text: string;
  /** Whether the server named it (else `text` is "someone", "a toilet"…). */
  named: boolean;
  to: string | null;
}

export type NameOf = (ref: RefPiece) => ShownName;

/** The pieces as plain text: what a screen reader hears and what tests read. */
export function pieceText(intl: IntlShape, piece: Piece, nameOf: NameOf): string {
  if (typeof piece === 'string') return piece;
  if (typeof piece === 'number') return intl.formatNumber(piece);
  if (piece.piece === 'ref') return nameOf(piece).text;
  if (piece.piece === 'list') return intl.formatList(piece.items.map((item) => pieceText(intl, item, nameOf)));
  const values: Record<string, string | number> = {};
  for (const [key, value] of Object.entries(piece.values)) {
    values[key] = typeof value === 'number' ? value : pieceText(intl, value, nameOf);
  }
  return intl.formatMessage(piece.message, values);
}
