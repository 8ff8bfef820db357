/** A feedback row of GET /api/feedback. */
export interface Feedback {
  id: string;
  company?: string | null;
  companyId?: string | null;
  building?: string | null;
  buildingId?: string | null;
  facility?: string | null;
  facilityId?: string | null;
  /** The floor's number and label as the estate names them ("B1", "Ground"). */
  floorNo?: string | number | null;
  floorLabel?: string | null;
  device?: string | null;
  deviceId?: string | null;
  /** A panel's press or a visitor's QR page. */
  source?: 'panel' | 'qr' | string | null;
  rating: string;
  ratingValue?: number | null;
  areasOfInconveniences?: string[] | null;
  timestamp: string;
}
