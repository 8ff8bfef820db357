import type { FacilityType, Marker } from './types';

/** The image types domain/floor.py accepts as a plan. */
export const PLAN_TYPES = ['image/png', 'image/jpeg', 'image/svg+xml', 'image/webp'] as const;
/** domain/floor.py keeps a plan to 2 MiB of data URI text: 1.5 MiB of image once base64 has grown it by a third. */
export const MAX_PLAN_CHARS = 2 * 1024 * 1024;
export const MAX_PLAN_BYTES = (MAX_PLAN_CHARS * 3) / 4;
export const MAX_MARKERS = 200;
export const MARKER_TYPES: readonly FacilityType[] = ['male', 'female', 'accessible'];

export type PlanFileIssue = 'notImage' | 'tooLarge';

/** Refuses what the server would refuse, before the file is read and sent. */
export function checkPlanFile(file: Pick<File, 'type' | 'size'>): PlanFileIssue | null {
  if (!(PLAN_TYPES as readonly string[]).includes(file.type) || file.size === 0) return 'notImage';
  if (file.size > MAX_PLAN_BYTES) return 'tooLarge';
  return null;
}

/** The data URI the server checks: right type and short enough (base64 and its header add a little). */
export function checkPlanDataUri(dataUri: string): PlanFileIssue | null {
  if (!/^data:image\/(png|jpeg|svg\+xml|webp);base64,[A-Za-z0-9+/=]+$/.test(dataUri)) return 'notImage';
  if (dataUri.length > MAX_PLAN_CHARS) return 'tooLarge';
  return null;
}

export function readAsDataUri(file: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result ?? ''));
    reader.onerror = () => reject(reader.error ?? new Error('The file could not be read'));
    reader.readAsDataURL(file);
  });
}

/** Where a click fell on the displayed plan, as fractions of its width and height (4 decimals, kept inside). */
export function fractionAt(
  rect: Pick<DOMRect, 'left' | 'top' | 'width' | 'height'>,
  clientX: number,
  clientY: number,
): { x: number; y: number } | null {
  if (rect.width <= 0 || rect.height <= 0) return null;
  const fraction = (offset: number, size: number) => Math.round(Math.min(1, Math.max(0, offset / size)) * 10_000) / 10_000;
  return { x: fraction(clientX - rect.left, rect.width), y: fraction(clientY - rect.top, rect.height) };
}

/** A marker being edited; `key` keeps React rows stable, an empty facilityId is an empty field. */
export interface DraftMarker extends Marker {
  key: string;
}

let keyCounter = 0;
export function draftMarker(marker: Marker): DraftMarker {
  keyCounter += 1;
  return { ...marker, key: `marker-${keyCounter}` };
}

/** The body the server takes for one marker: no React key, no empty label. */
export function markerInput({ type, x, y, facilityId, label }: Marker): Marker {
  return { type, x, y, facilityId, ...(label ? { label } : {}) };
}

export function isIncomplete(marker: Marker): boolean {
  return !marker.facilityId;
}

export function sameMarkers(a: readonly Marker[], b: readonly Marker[]): boolean {
  return JSON.stringify(a.map(markerInput)) === JSON.stringify(b.map(markerInput));
}

/** `markers[3].facilityId` → {index: 3, field: 'facilityId'}. */
export function markerViolation(field: string): { index: number; field: string } | null {
  const match = /^markers\[(\d+)\]\.(\w+)$/.exec(field);
  return match ? { index: Number(match[1]), field: match[2] } : null;
}
