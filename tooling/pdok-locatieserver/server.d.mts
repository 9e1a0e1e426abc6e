/** One address of the stand-in, as addresses.json lists them (the BAG's field names). */
export interface StandInAddress {
  postcode: string;
  huisnummer: number;
  huisletter?: string;
  huisnummertoevoeging?: string;
  straatnaam: string;
  woonplaatsnaam: string;
  gemeentenaam: string;
  provincienaam: string;
  centroide_ll: string;
}

export interface PdokLocatieserverStandIn {
  /** `http://127.0.0.1:<port>`: what PDOK_LOCATIESERVER_URL takes. */
  readonly url: string;
  readonly port: number;
  /** The URL (path and query) of every request received. */
  readonly requests: string[];
  /** Holds every answer back this long. */
  delayMs: number;
  /** Answers every search with this status instead; null: answers. */
  failWith: number | null;
  close(): Promise<void>;
}

export declare const FREE_PATH: string;

export declare function startPdokLocatieserver(options?: {
  host?: string;
  port?: number;
  addresses?: StandInAddress[];
  delayMs?: number;
  failWith?: number | null;
}): Promise<PdokLocatieserverStandIn>;
