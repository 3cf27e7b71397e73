// The shapes the hall view's answers take, shared by the hub (core and server) and the page.
// Types only, so the renderer's type-check can follow them; the requests' schemas are in
// electron/ipc/hall-view-contract.ts.
import type { HallAlertMessage, UnusualCharacter } from './hall-alert-messages.ts';
import type { HallBehindNote } from './hall-export-notes.ts';
import type { AlphabetId } from './alphabets/index.ts';
import type { EntryGame } from './entry-game.ts';
import type { Verdict } from './entry-values.ts';
import type { HallSettingsView } from './hall-settings.ts';

export type { HallChallengeRule, HallSettingSet, HallSettingsView } from './hall-settings.ts';

/** A lexicon as the hall view shows it. */
export interface HallLexicon {
  readonly name: string;
  readonly alphabet: AlphabetId;
  readonly fingerprint: string;
}

/** A lexicon the hall's stations offer, as the director's picker lists it. */
/** Why a list in the picker may mislead, as a code and values: the page says it in its language. */
export type HallLexiconCaution =
  | { readonly code: 'same-name'; readonly other: string }
  | { readonly code: 'look-alike'; readonly other: string; readonly unusual: readonly UnusualCharacter[] };

export interface HallOfferedLexicon extends HallLexicon {
  readonly wordCount: number;
  /** The stations (by invitation name) that offer it. */
  readonly stations: readonly string[];
  /** Whether the hub holds it too (`hall lexicon import`): the page names the hub in its words. */
  readonly atHub: boolean;
  /** What could mislead about it: another list of the same or a look-alike name; null when nothing. */
  readonly caution: HallLexiconCaution | null;
}

/** The hall's lexicon as the director designated it: who did, and when. */
export interface HallDesignation extends HallLexicon {
  /** Its word count as the station that offered it reported it; null when not known. */
  readonly wordCount: number | null;
  readonly by: string;
  readonly at: string;
}

/** A station's health as it last reported it (see the station state's `health`). */
export interface HallStationHealth {
  /** The last entry a full check of its log found sound; null before one. */
  readonly verifiedThrough: number | null;
  /** It stopped recording (fail-closed: no verdicts) for this reason, until a write succeeds. */
  readonly writeRefused: string | null;
  /** Its file guard tripped: the database file, WAL or index deleted or replaced underneath. */
  readonly fileGuard: string | null;
  /** Offered lexicons it refuses to judge with (file missing, damaged or swapped). */
  readonly lexiconsRefused: readonly {
    readonly name: string;
    readonly fingerprint: string;
    readonly reason: string;
  }[];
}

/** Where a station says it stands with the hall's designated list (its state message's `hall.list`). */
export type HallStationList =
  | { readonly state: 'none' }
  | {
      readonly state: 'receiving';
      readonly name: string;
      readonly fingerprint: string;
      readonly percent: number;
    }
  | { readonly state: 'received'; readonly name: string; readonly fingerprint: string }
  | {
      readonly state: 'refused';
      readonly name: string;
      readonly fingerprint: string;
      readonly reason: string;
    };

/** What a station says of the hall's truth it holds. */
export interface HallStationHallState {
  readonly list: HallStationList;
  /** The hall's settings (by name, electron/common/hall-settings.ts) a director changed at the station. */
  readonly changedHere: readonly string[];
}

/**
 * How a station stays in touch: `running` (the kiosk, the web station) sends its state every few
 * seconds; `on-demand` (the command line) is heard at `hall join` and each `hall sync` only; null
 * before it was first heard.
 */
export type HallPresence = 'running' | 'on-demand' | 'closed' | null;

/** One station card. */
export interface HallStationCard {
  readonly token: string;
  /** Its invitation's name: who the hall says it is, whatever it calls itself. */
  readonly name: string;
  /** The name the station reports for itself, when it differs from its invitation's; else null. */
  readonly callsItself: string | null;
  readonly state: 'never-joined' | 'online' | 'offline' | 'revoked';
  readonly presence: HallPresence;
  /** When the hub last heard the station's state (for an on-demand station: its last sync). */
  readonly lastSeen: string | null;
  /** Online now, or, used from the command line, synced within ON_DEMAND_SYNC_MINUTES (hall-presence.ts). */
  readonly inTouch: boolean;
  /**
   * Whether the hub is known to hold everything the station judged: its last state message came
   * after its last entry, reporting a head the hub holds, and it is online (or, from the command
   * line, its last sync reached its head). Otherwise entries since it was last heard are unknown.
   */
  readonly upToDate: boolean;
  /**
   * The station's open fault of reach, as its alert says it: unreachable, or reachable but quiet
   * (reach-alerts.ts); null while it is heard and answers. Absent from a hub of an earlier version.
   */
  readonly reach?: HallAlertMessage | null;
  readonly appVersion: string | null;
  readonly lexicons: readonly HallLexicon[];
  readonly lastJudged: {
    readonly round: number | null;
    readonly table: number | null;
    readonly time: string;
  } | null;
  readonly entries: number;
  readonly behind: number;
  readonly held: number;
  readonly chain: 'verified' | 'broken' | 'empty';
  readonly problem: string | null;
  /** Null when the station never reported its health (never joined, or an earlier version). */
  readonly health: HallStationHealth | null;
  /** Null when the station never said (never joined, or an earlier version). */
  readonly hall: HallStationHallState | null;
  readonly faults: number;
  /**
   * Its clock minus the hub's, in ms, as its last state messages showed it; null: not known yet.
   * The card shows it past CLOCK_SKEW_SHOWN_MS (clock-skew-words.ts).
   */
  readonly clockSkewMs: number | null;
}

/** What an alert is about. */
export type HallAlertKind =
  | 'silent'
  | 'unreachable'
  | 'quiet'
  | 'lexicon-drift'
  | 'look-alike'
  | 'other-list'
  | 'verdict-differs'
  | 'inconsistent'
  | 'forged'
  | 'limit'
  | 'chain'
  | 'two-machines'
  | 'version'
  | 'cannot-record'
  | 'same-table'
  | 'pairings'
  | 'fault';

/** One alert: open until acknowledged, and marked when its cause has gone. */
export interface HallAlert {
  readonly id: number;
  readonly kind: HallAlertKind;
  readonly station: string;
  /** In English, as the hub composed it (and the command line says it). */
  readonly text: string;
  /** The same as a code and parameters, said in the page's language; null for a fault's own text. */
  readonly message: HallAlertMessage | null;
  readonly raisedAt: string;
  readonly clearedAt: string | null;
  readonly acknowledgedAt: string | null;
  readonly acknowledgedBy: string | null;
}

/** One challenge in the feed. Which word failed is not here: the page asks for it, one entry at a time. */
export interface HallFeedItem {
  readonly token: string;
  /** The station's invitation name. */
  readonly station: string;
  readonly seq: number;
  /** When it was judged, by the station's own clock, as its entry records it. */
  readonly time: string;
  /** When the hub received it, by the hub's clock. */
  readonly receivedAt: string;
  /**
   * When it was judged on the hub's clock: `time` less the station's clock skew when it came, for a
   * station more than 2 minutes off (else `time` itself). The feed orders by it (hub-time.ts).
   */
  readonly hubTime: string;
  readonly round: number | null;
  readonly table: number | null;
  readonly words: readonly string[];
  readonly verdict: Verdict | null;
  /** The list the entry was judged on, as the entry records it. */
  readonly lexicon: { readonly name: string; readonly fingerprint: string };
  /** How many second opinions (rulings, checks) refer to it so far. */
  readonly opinions: number;
  /** The game it was judged in (players, challenger, the rule's outcome), texts made visible; or null. */
  readonly game: EntryGame | null;
}

/** The answer to `hall:snapshot`. */
export interface HallSnapshot {
  readonly hallName: string;
  readonly hubVersion: string;
  readonly now: string;
  readonly silenceSeconds: number;
  readonly feed: string;
  /** Feed items from `since` on (all from 0 when the feed id changed), oldest first. */
  readonly items: readonly HallFeedItem[];
  /** The feed's length after these items; the page asks again at once when `more`. */
  readonly next: number;
  readonly more: boolean;
  /** Items whose second opinions changed: their new counts, by `token:seq`. */
  readonly opinions: Readonly<Record<string, number>>;
  readonly stations: readonly HallStationCard[];
  readonly alerts: readonly HallAlert[];
  readonly designated: HallDesignation | null;
  /** Every designation made, oldest first (the last is `designated`). */
  readonly designations: readonly HallDesignation[];
  /** Every list the stations offer (not revoked), by name, then fingerprint. */
  readonly lexicons: readonly HallOfferedLexicon[];
  /** The hall's settings (`hall set`), carried to every station. */
  readonly settings: HallSettingsView;
}

/** A second opinion on an entry. */
export interface HallOpinion {
  readonly seq: number;
  readonly time: string;
  readonly kind: string;
  readonly ruling: string | null;
  readonly judge: string | null;
  readonly details: string | null;
}

/** The answer to `hall:entry`: the entry with its place in the chain and who looked at it again. */
export interface HallEntryDetail {
  readonly station: string;
  readonly seq: number;
  readonly hash: string;
  readonly prevHash: string;
  readonly time: string;
  readonly round: number | null;
  readonly table: number | null;
  readonly lexiconName: string;
  readonly lexiconFingerprint: string;
  readonly challengeRule: string | null;
  /**
   * Each word, with the station's result and the hub's own (judged again with its copy of the
   * list; null where it holds none) only when the request asked to reveal them (else null).
   */
  readonly words: readonly {
    readonly word: string;
    readonly valid: boolean | null;
    readonly hubValid: boolean | null;
  }[];
  /** What the hub found judging the entry again: null for no adjudication, or one it did not judge. */
  readonly judgedAgain: 'agrees' | 'differs' | 'not-judged' | null;
  readonly verdict: Verdict | null;
  readonly opinions: readonly HallOpinion[];
  /** The game it was judged in (players, challenger, the rule's outcome), texts made visible; or null. */
  readonly game: EntryGame | null;
}

/** The answer to `hall:export`. */
export interface HallExportResult {
  readonly dir: string;
  readonly files: readonly string[];
  readonly entries: number;
  /** Each station's entries and head in the paper form; null for a station with none. */
  readonly stations: readonly {
    readonly name: string;
    readonly entries: number;
    readonly head: string | null;
  }[];
  /** The merged file's head: SHA-256 of merged.jsonl, in the paper form. */
  readonly mergedHead: string;
  /** The stations behind or not known to be up to date, said in the page's language. */
  readonly behind: readonly HallBehindNote[];
  /** The merge's own problems (a refused file, a conflict), in the hub's words. */
  readonly warnings: readonly string[];
  readonly openAlerts: number;
  readonly conflicts: number;
}
