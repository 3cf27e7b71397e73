// The station settings form as text fields, and back: pure, so the conversions are tested in Node.
// The limits are the schema's own (electron/common/limits.ts): the contract's schema refuses a request
// outside them before the station can say why, so the console says it first, as a message id the page
// shows in the console's language.
import type { StationConfig, StationOverview } from '../../../../electron/ipc/contract.ts';
import {
  POINTS_LIMITS,
  ROUND_LIMITS,
  TIMING_LIMITS,
  type Range,
} from '../../../../electron/common/limits.ts';
import { consoleMessage, type ConsoleMessage } from '../i18n/console-messages.ts';

/** The settings as the form holds them: times in seconds, numbers as typed. */
export interface StationForm {
  readonly stationName: string;
  readonly round: string;
  readonly tableEntry: boolean;
  readonly askChallenger: boolean;
  readonly rule: 'double' | 'points';
  readonly points: string;
  readonly verdictMinSeconds: string;
  readonly verdictClearSeconds: string;
  readonly idleClearSeconds: string;
  readonly textSize: StationConfig['textSize'];
  readonly language: StationConfig['language'];
}

/** The form filled from the station's settings. */
export function stationForm(overview: StationOverview): StationForm {
  const { config } = overview;
  return {
    stationName: overview.stationName,
    round: config.round === null ? '' : String(config.round),
    tableEntry: config.tableEntry,
    askChallenger: config.askChallenger,
    rule: config.challengeRule.kind,
    points: config.challengeRule.kind === 'points' ? String(config.challengeRule.points) : '5',
    verdictMinSeconds: seconds(config.timings.verdictMinMs),
    verdictClearSeconds: seconds(config.timings.verdictClearMs),
    idleClearSeconds: seconds(config.timings.idleClearMs),
    textSize: config.textSize,
    language: config.language,
  };
}

/** The settings to send, or what is wrong with the form in plain words (the station checks the limits). */
export function stationUpdate(
  form: StationForm,
): { readonly stationName: string; readonly config: StationConfig } | { readonly error: ConsoleMessage } {
  const round = form.round.trim() === '' ? null : wholeNumber(form.round);
  if (round === undefined || (round !== null && !within(round, ROUND_LIMITS))) {
    return { error: consoleMessage('form.round', { min: ROUND_LIMITS.min, max: ROUND_LIMITS.max }) };
  }
  const points = wholeNumber(form.points);
  if (form.rule === 'points' && (points === undefined || !within(points, POINTS_LIMITS))) {
    return { error: consoleMessage('form.points', { min: POINTS_LIMITS.min, max: POINTS_LIMITS.max }) };
  }
  const verdictMinMs = milliseconds(form.verdictMinSeconds);
  const verdictClearMs = milliseconds(form.verdictClearSeconds);
  const idleClearMs = milliseconds(form.idleClearSeconds);
  if (verdictMinMs === undefined || verdictClearMs === undefined || idleClearMs === undefined) {
    return { error: consoleMessage('form.seconds') };
  }
  if (!within(verdictMinMs, TIMING_LIMITS.verdictMinMs)) {
    return { error: consoleMessage('form.verdictMin', secondsRange(TIMING_LIMITS.verdictMinMs)) };
  }
  if (!within(verdictClearMs, TIMING_LIMITS.verdictClearMs)) {
    return { error: consoleMessage('form.verdictClear', secondsRange(TIMING_LIMITS.verdictClearMs)) };
  }
  if (verdictClearMs < verdictMinMs) {
    return { error: consoleMessage('form.clearBeforeMin') };
  }
  if (!within(idleClearMs, TIMING_LIMITS.idleClearMs)) {
    return { error: consoleMessage('form.idleClear', secondsRange(TIMING_LIMITS.idleClearMs)) };
  }
  return {
    stationName: form.stationName.trim(),
    config: {
      round,
      tableEntry: form.tableEntry,
      askChallenger: form.askChallenger,
      challengeRule: form.rule === 'double' ? { kind: 'double' } : { kind: 'points', points: points ?? 0 },
      timings: { verdictMinMs, verdictClearMs, idleClearMs },
      textSize: form.textSize,
      language: form.language,
    },
  };
}

function within(value: number, { min, max }: Range): boolean {
  return value >= min && value <= max;
}

/** A range of milliseconds as the form asks for it, in seconds: the values of "{min} to {max}". */
export function secondsRange({ min, max }: Range): { readonly min: number; readonly max: number } {
  return { min: min / 1000, max: max / 1000 };
}

function seconds(ms: number): string {
  return String(ms / 1000);
}

function wholeNumber(text: string): number | undefined {
  return /^\s*\d{1,6}\s*$/u.test(text) ? Number(text) : undefined;
}

function milliseconds(text: string): number | undefined {
  if (!/^\s*\d{1,4}(\.\d{1,3})?\s*$/u.test(text)) return undefined;
  return Math.round(Number(text) * 1000);
}
