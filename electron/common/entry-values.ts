// The values an entry's enumerated fields may take, in one place for the stored row, the export
// record and the IPC contract. No Node imports, so the renderer's type-check can follow it.

/** What an entry records: a player's challenge, a judge's ruling or check, or a console event. */
export const ENTRY_KINDS = ['adjudication', 'ruling', 'check', 'event'] as const;
/** The verdict for a whole play. */
export const VERDICTS = ['ACCEPTABLE', 'UNACCEPTABLE'] as const;
/** Where an entry came from: the players' kiosk, the command line, or the judges' console. */
export const ENTRY_SOURCES = ['kiosk', 'cli', 'judge'] as const;
/** A word judge's ruling on a reviewed challenge. */
export const RULINGS = ['upheld', 'overturned'] as const;
/** What a challenge's outcome does to the play: it stays on the board, or comes off. */
export const PLAY_FATES = ['stays', 'comes-off'] as const;
/** Who loses a turn over a challenge: the player who challenged, or the one who made the play. */
export const TURN_LOSERS = ['challenger', 'player'] as const;

/**
 * What a console event records in the log's action field. Once written they are part of the log
 * (searched for, exported, merged), so an action is added here and never renamed.
 */
export const EVENT_ACTIONS = [
  'station-set-up',
  'console-unlocked',
  'pin-failed',
  'pin-reset',
  'station-renamed',
  'settings-changed',
  'lexicon-imported',
  'lexicon-repaired',
  'lexicon-digest-recorded',
  'lexicon-pinned',
  'lexicon-unpinned',
  'lexicon-removed',
  'lexicon-used',
  'lexicons-offered',
  'log-exported',
  'log-verified',
  'station-quit',
  'hall-joined',
  'hall-left',
  'lexicon-received',
  'pairings-read',
  'pairings-cleared',
] as const;

export type EntryKind = (typeof ENTRY_KINDS)[number];
export type Verdict = (typeof VERDICTS)[number];
export type EntrySource = (typeof ENTRY_SOURCES)[number];
export type Ruling = (typeof RULINGS)[number];
export type PlayFate = (typeof PLAY_FATES)[number];
export type TurnLoser = (typeof TURN_LOSERS)[number];
/** An action this station records; a log from another version may hold others. */
export type EventAction = (typeof EVENT_ACTIONS)[number];
