import type { HallAlertMessage, UnusualCharacter } from '../../../common/hall-alert-messages.ts';
import type { HallAlertKind, HallLexicon } from '../../../common/hall-view-shapes.ts';
import { looksAlike, shownLexicon, unusualCharacterList, unusualCharacters } from '../hub/hall-display.ts';
import type { StationHealth } from '../wire/hall-messages.ts';
import {
  OTHER_LIST_FAULT,
  PAIRINGS_FAULT,
  SAME_TABLE_FAULT,
  SETTING_NOT_CARRIED_FAULT,
  VERDICT_DIFFERS_FAULT,
} from '../wire/hall-fault-kinds.ts';
import type { StationStatus } from '../hub/hub-status.ts';
import { visibleText } from '../wire/visible-text.ts';
import { healedReachKeys, reachAlerts } from './reach-alerts.ts';

/**
 * The director's default: a running station reachable but quiet this long (its hall link heard, the
 * station itself not answering) raises an alert; a shorter one also calls a link unreachable sooner
 * than UNREACHABLE_SECONDS (reach-alerts.ts).
 */
export const DEFAULT_SILENCE_SECONDS = 60;

/** A condition that calls for an alert now; `key` names it so the same cause is raised once. */
export interface AlertCondition {
  readonly key: string;
  readonly kind: HallAlertKind;
  readonly station: string;
  /** In English, as stored and as the command line says it. */
  readonly text: string;
  /** The same as a code and parameters, for the hall view to say in its language; none for a fault. */
  readonly message?: HallAlertMessage;
}

/** What the alerts are judged against, beside the stations' rows. */
export interface AlertContext {
  readonly designated: HallLexicon | null;
  readonly hubVersion: string;
  readonly silenceSeconds: number;
  /** The seconds the hub listened, until now, since a station was last heard (hub-listening.ts). */
  readonly secondsListened: (since: Date) => number;
  /** When each open alert was raised, by its key (hall-view-store.ts). */
  readonly openSince: ReadonlyMap<string, string>;
  /** The faults of no station (the hub's disk short), shown under the hall's name. */
  readonly hallFaults?: readonly { kind: string; message: string; raisedAt: string }[];
  /** The hall's name, which the hall's own faults are shown under. */
  readonly hallName?: string;
}

/** The alert kind of each fault the hub raises; any other fault is a refused entry ('fault'). */
const FAULT_KINDS: Readonly<Record<string, HallAlertKind>> = {
  fork: 'chain',
  'chain-broken': 'chain',
  'two-machines': 'two-machines',
  [OTHER_LIST_FAULT]: 'other-list',
  [VERDICT_DIFFERS_FAULT]: 'verdict-differs',
  inconsistent: 'inconsistent',
  'forged-id': 'forged',
  'forged-reply': 'forged',
  // An event in the hall's name that the hall never made: the station forged the hall's word.
  [SETTING_NOT_CARRIED_FAULT]: 'forged',
  limit: 'limit',
  [SAME_TABLE_FAULT]: 'same-table',
  [PAIRINGS_FAULT]: 'pairings',
};

/**
 * Every alert the hall calls for now, from the stations' rows: a running station unreachable, or
 * reachable but quiet (reach-alerts.ts; one used from the command line is heard at each sync only,
 * and one that closed said so), a lexicon that is
 * not the designated one, a list whose name looks like the hall's but is not, every fault the hub
 * raised (forks, broken chains, one station id on two machines, foreign ids, an entry judged on
 * another list, a verdict the hub would not give, a forged message id, a station over its limits),
 * a version other than the hub's, a station that cannot record: its log refused at start, or (from
 * its health) stopped at runtime. Revoked stations raise nothing but their faults. Every text a
 * station sent is made visible (visible-text.ts); stations are named by their invitations.
 */
export function currentAlerts(rows: readonly StationStatus[], context: AlertContext): AlertCondition[] {
  const alerts: AlertCondition[] = [];
  for (const row of rows) {
    const station = visibleText(row.name);
    for (const fault of row.faults) {
      alerts.push({
        key: `fault:${row.token}:${fault.kind}:${fault.raisedAt}:${fault.message}`,
        kind: FAULT_KINDS[fault.kind] ?? 'fault',
        station,
        text: visibleText(fault.message),
      });
    }
    if (row.state === 'revoked' || row.lastSeen === null) continue;
    alerts.push(...reachAlerts(row, station, context));
    const drift = lexiconDrift(row, context.designated);
    if (drift !== null)
      alerts.push({
        key: `${DRIFT_KEY}${row.token}:${drift.key}`,
        kind: 'lexicon-drift',
        station,
        text: drift.text,
        message: { code: 'lexicon-drift', station, ...drift.message },
      });
    for (const lexicon of lookAlikes(row, context.designated))
      alerts.push({
        key: `look-alike:${row.token}:${lexicon.fingerprint}:${context.designated?.fingerprint ?? ''}`,
        kind: 'look-alike',
        station,
        text: `${station} offers ${lexicon.text}.`,
        message: { code: 'look-alike', station, ...lexicon.message },
      });
    if (row.appVersion !== null && row.appVersion !== context.hubVersion) {
      alerts.push({
        key: `version:${row.token}:${row.appVersion}`,
        kind: 'version',
        station,
        text: `${station} runs Challenge Station ${visibleText(row.appVersion)}; the hub runs ${context.hubVersion}.`,
        message: {
          code: 'version',
          station,
          version: visibleText(row.appVersion),
          hubVersion: context.hubVersion,
        },
      });
    }
    if (row.problem !== null) {
      alerts.push({
        key: `problem:${row.token}:${row.problem}`,
        kind: 'cannot-record',
        station,
        text: `${station} cannot judge or record: ${visibleText(row.problem)}`,
        message: { code: 'cannot-record', station, problem: visibleText(row.problem) },
      });
    }
    const stopped = stoppedRecording(row.health);
    if (stopped !== null) {
      alerts.push({
        key: `cannot-record:${row.token}:${stopped.cause}`,
        kind: 'cannot-record',
        station,
        text: `${station} stopped judging, ${stopped.text}`,
        message: { code: 'stopped', station, cause: stopped.cause, reason: stopped.reason },
      });
    }
  }
  const hall = visibleText(context.hallName ?? '');
  for (const fault of context.hallFaults ?? [])
    alerts.push({
      key: `fault::${fault.kind}:${fault.raisedAt}:${fault.message}`,
      kind: FAULT_KINDS[fault.kind] ?? 'fault',
      station: hall,
      text: visibleText(fault.message),
    });
  return alerts;
}

/**
 * The alerts that close by themselves once their cause has gone, by the start of their keys: a
 * station's "other lexicon" alert once it offers the hall's list (and no other edition of its
 * name). A station offers its own list for the few seconds it takes to receive the hall's at its
 * join: a fault that healed itself needs no director's acknowledgement. One that stays is raised
 * and stays open as before. So do a station's unreachable and quiet alerts once it is heard again,
 * or answers again (reach-alerts.ts).
 */
export function healedAlertKeys(rows: readonly StationStatus[], designated: HallLexicon | null): string[] {
  if (designated === null) return healedReachKeys(rows);
  return healedReachKeys(rows).concat(
    rows
      .filter(
        (row) =>
          row.state !== 'revoked' &&
          row.lexicons.some((lexicon) => lexicon.fingerprint === designated.fingerprint) &&
          lexiconDrift(row, designated) === null,
      )
      .map((row) => `${DRIFT_KEY}${row.token}:`),
  );
}

/** The start of every "other lexicon" alert's key; the station's token and the lists follow. */
const DRIFT_KEY = 'drift:';

/**
 * Why a running station stopped judging, from its health: its file guard tripped (its next write
 * is refused for the same reason, so that is the one said), or a write was refused (a full disk, a
 * read-only folder). Null while it records. One alert per cause, whatever the words.
 */
function stoppedRecording(
  health: StationHealth | null,
): { cause: 'file-guard' | 'write-refused'; text: string; reason: string } | null {
  if (health === null) return null;
  if (health.fileGuard !== null) {
    const reason = visibleText(health.fileGuard);
    return { cause: 'file-guard', text: `its file guard tripped: ${reason}`, reason };
  }
  if (health.writeRefused !== null) {
    const reason = visibleText(health.writeRefused);
    return { cause: 'write-refused', text: `it cannot record: ${reason}`, reason };
  }
  return null;
}

// A station drifts when it offers a list of the designated one's name with other words, or does
// not offer the designated list at all (a station on last year's edition, under any name).
function lexiconDrift(
  row: StationStatus,
  designated: HallLexicon | null,
): {
  key: string;
  text: string;
  message: { offered: string; designated: string; refused: string | null };
} | null {
  if (designated === null || row.lexicons.length === 0) return null;
  const other = row.lexicons.filter((lexicon) => lexicon.fingerprint !== designated.fingerprint);
  const offersDesignated = other.length < row.lexicons.length;
  const sameName = other.filter((lexicon) => lexicon.name === designated.name);
  if (offersDesignated && sameName.length === 0) return null;
  const shown = (sameName.length > 0 ? sameName : other).map(shownLexicon).join(', ');
  // The station's own word on why the hall's list is not there yet (a full disk), when it said.
  const list = row.hall?.list;
  const reason =
    list?.state === 'refused' && list.fingerprint === designated.fingerprint
      ? visibleText(list.reason)
      : null;
  const refused = reason === null ? '' : ` It could not take the hall's list: ${reason}.`;
  return {
    key: (sameName.length > 0 ? sameName : other).map((lexicon) => lexicon.fingerprint).join(','),
    text: `${visibleText(row.name)} offers ${shown}, not the hall's ${shownLexicon(designated)}.${refused}`,
    message: { offered: shown, designated: shownLexicon(designated), refused: reason },
  };
}

// The lists a station offers whose names read like the hall's list's without being it (another
// script's letter, a full-width digit, another case): whatever else the station offers, a warning.
function lookAlikes(
  row: StationStatus,
  designated: HallLexicon | null,
): {
  fingerprint: string;
  text: string;
  message: { list: string; designated: string; unusual: UnusualCharacter[] };
}[] {
  if (designated === null) return [];
  return row.lexicons
    .filter(
      (lexicon) =>
        lexicon.fingerprint !== designated.fingerprint && looksAlike(lexicon.name, designated.name),
    )
    .map((lexicon) => {
      const unusual = unusualCharacters(lexicon.name);
      return {
        fingerprint: lexicon.fingerprint,
        text: `${shownLexicon(lexicon)}, which looks like the hall's list ${shownLexicon(designated)} but is not${unusual === '' ? '' : ` (${unusual})`}`,
        message: {
          list: shownLexicon(lexicon),
          designated: shownLexicon(designated),
          unusual: unusualCharacterList(lexicon.name),
        },
      };
    });
}
