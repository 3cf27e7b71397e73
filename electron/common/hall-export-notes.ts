// What a hall export says of a station the hub cannot call up to date, as a code and parameters:
// `hall export` prints it in English (hall-display.ts), the hall view says it in its language.

/** A station behind or not known to be up to date at an export; every text made visible. */
export type HallBehindNote =
  | { readonly code: 'never-joined'; readonly station: string }
  | { readonly code: 'never-reported'; readonly station: string; readonly after: number }
  | {
      readonly code: 'ahead';
      readonly station: string;
      readonly entries: number;
      /** Entries the hub holds back after a gap. */
      readonly held: number;
      /** ISO time the hub last heard the station (its last sync, from the command line). */
      readonly lastHeard: string;
      readonly onDemand: boolean;
    }
  | {
      readonly code: 'unknown';
      readonly station: string;
      readonly lastHeard: string;
      readonly onDemand: boolean;
    };
