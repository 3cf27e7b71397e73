// What the hall view may read and change of the hub's store: the hub hands the view this port and
// nothing else (its lint fence keeps hub-store.ts and the hub's room out of the view), so the view
// cannot reach a station's chain, the quarantine or the invitations except through these questions.
import type { HallDesignation } from '../../common/hall-view-shapes.ts';
import type { MergeResult } from '../../core/export/log-merge.ts';
import type { CarriedSettings } from '../../core/hall/wire/hall-buckets.ts';
import type { ReportedLexicon } from '../../core/hall/wire/hall-messages.ts';
import type { HubStation } from '../../core/hall/hub/hub-records.ts';
import type { StationStatus } from '../../core/hall/hub/hub-status.ts';

/** The hub's answers the hall view is built from. */
export interface HallViewPort {
  /** The hall's name, as `hall start --name` last set it. */
  hallName(): string;
  /** One invited station by its token, or null. */
  station(token: string): HubStation | null;
  /** Every invited station (revoked ones too: their entries stay in the hall's log). */
  stations(): HubStation[];
  /** Each station's state as `hall status` shows it, at `now`. */
  status(now: Date): StationStatus[];
  /** The faults of no station: the hub's own (its disk short), messages of no invited station. */
  hallFaults(): { kind: string; message: string; raisedAt: string }[];
  /** The hall's designated lexicon, or null. */
  designation(): HallDesignation | null;
  /** Every designation made, oldest first. */
  designations(): HallDesignation[];
  /** Every list the hub or the stations offer, by fingerprint, with who offers it (the hub first). */
  offered(): { lexicon: ReportedLexicon; stations: string[]; atHub: boolean }[];
  /** Designates `lexicon` with the director's initials, flagging entries judged on another list. */
  designate(lexicon: ReportedLexicon, by: string, now: Date): HallDesignation;
  /** The hall's settings the hub carries to every station (`hall set`). */
  hallSettings(): CarriedSettings;
  /** Sets some of the hall's settings (each with who and when); the hub carries them to every station. */
  setHallSettings(change: CarriedSettings): CarriedSettings;
  /** The hub's own per-word results for one entry (judged again), or null when it did not judge it. */
  hubResults(token: string, seq: number): boolean[] | null;
  /** Writes the hall's merged log into `dir`, as `hall export` does. */
  exportTo(dir: string, now: Date): { result: MergeResult; files: string[] };
}
