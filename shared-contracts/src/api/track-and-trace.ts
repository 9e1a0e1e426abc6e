import type { Carrier } from '../schemas';

/** One parcel of an order (spec: Order, track and trace codes), as staff added it (ADR 0039). */
export interface TrackAndTrace {
  carrier: Carrier;
  code: string;
  /** The carrier's page that follows the parcel (https). */
  url: string;
  added_at: string;
}
