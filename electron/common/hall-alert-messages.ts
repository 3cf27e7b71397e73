// What an alert the hub composes says, as a code and its parameters, so the hall view says it in
// its own language (and writes its times as that language does). The English sentence is still
// stored beside it (`hall_view_alerts.text`) for the command line and for alerts raised before the
// code was kept. A fault the ingest raised has no code: its own text is shown as the hub wrote it.

/** A character that tells a look-alike list's name apart: shown, or only its code point when invisible. */
export interface UnusualCharacter {
  readonly char: string;
  readonly code: string;
  readonly invisible: boolean;
}

/** An alert's words as a code and parameters; every text a station sent is already made visible. */
export type HallAlertMessage =
  | {
      readonly code: 'silent';
      readonly station: string;
      readonly seconds: number;
      /** ISO time. */
      readonly lastHeard: string;
    }
  | {
      /** A running station's hall link not heard (unreachable), or heard saying its station is quiet. */
      readonly code: 'unreachable' | 'quiet';
      readonly station: string;
      /** ISO time: when it was last heard (unreachable), or since when it has been quiet. */
      readonly since: string;
    }
  | {
      readonly code: 'lexicon-drift';
      readonly station: string;
      readonly offered: string;
      readonly designated: string;
      /** The station's reason for not taking the hall's list, when it gave one. */
      readonly refused: string | null;
    }
  | {
      readonly code: 'look-alike';
      readonly station: string;
      readonly list: string;
      readonly designated: string;
      readonly unusual: readonly UnusualCharacter[];
    }
  | {
      readonly code: 'version';
      readonly station: string;
      readonly version: string;
      readonly hubVersion: string;
    }
  | { readonly code: 'cannot-record'; readonly station: string; readonly problem: string }
  | {
      readonly code: 'stopped';
      readonly station: string;
      readonly cause: 'file-guard' | 'write-refused';
      readonly reason: string;
    };

type Fields = Readonly<Record<string, unknown>>;

const isText = (value: unknown): value is string => typeof value === 'string';

function texts(value: Fields, ...keys: string[]): boolean {
  return keys.every((key) => isText(value[key]));
}

function isUnusual(value: unknown): value is UnusualCharacter {
  if (typeof value !== 'object' || value === null) return false;
  const fields = value as Fields;
  return texts(fields, 'char', 'code') && typeof fields.invisible === 'boolean';
}

/**
 * A stored alert message read back (it crossed a file): the message when every field is there and
 * of its type, else null, and the alert is shown in its stored words.
 */
export function readAlertMessage(value: unknown): HallAlertMessage | null {
  if (typeof value !== 'object' || value === null) return null;
  const fields = value as Fields;
  if (!isText(fields.station)) return null;
  switch (fields.code) {
    case 'silent':
      return typeof fields.seconds === 'number' && isText(fields.lastHeard)
        ? (fields as unknown as HallAlertMessage)
        : null;
    case 'unreachable':
    case 'quiet':
      return texts(fields, 'since') ? (fields as unknown as HallAlertMessage) : null;
    case 'lexicon-drift':
      return texts(fields, 'offered', 'designated') && (fields.refused === null || isText(fields.refused))
        ? (fields as unknown as HallAlertMessage)
        : null;
    case 'look-alike':
      return texts(fields, 'list', 'designated') &&
        Array.isArray(fields.unusual) &&
        fields.unusual.every(isUnusual)
        ? (fields as unknown as HallAlertMessage)
        : null;
    case 'version':
      return texts(fields, 'version', 'hubVersion') ? (fields as unknown as HallAlertMessage) : null;
    case 'cannot-record':
      return texts(fields, 'problem') ? (fields as unknown as HallAlertMessage) : null;
    case 'stopped':
      return (fields.cause === 'file-guard' || fields.cause === 'write-refused') && isText(fields.reason)
        ? (fields as unknown as HallAlertMessage)
        : null;
    default:
      return null;
  }
}
