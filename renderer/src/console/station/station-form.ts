// The station settings form as text fields, and back: pure, so the conversions are tested in Node.
// The limits are the schema's own (electron/common/limits.ts): the contract's schema refuses a request
// outside them before the station can say why, so the console says it first.
import type { StationConfig, StationOverview } from '../../../../electron/ipc/contract.ts';
import {
  POINTS_LIMITS,
  ROUND_LIMITS,
  TIMING_LIMITS,
  type Range,
} from '../../../../electron/common/limits.ts';

/** The settings as the form holds them: times in seconds, numbers as typed. */
export interface StationForm {
  readonly stationName: string;
  readonly round: string;
  readonly tableEntry: boolean;
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
): { readonly stationName: string; readonly config: StationConfig } | { readonly error: string } {
  const round = form.round.trim() === '' ? null : wholeNumber(form.round);
  if (round === undefined || (round !== null && !within(round, ROUND_LIMITS))) {
    return {
      error: `The round is a whole number from ${ROUND_LIMITS.min} to ${ROUND_LIMITS.max}, or empty between rounds.`,
    };
  }
  const points = wholeNumber(form.points);
  if (form.rule === 'points' && (points === undefined || !within(points, POINTS_LIMITS))) {
    return { error: `Points per word is a whole number from ${POINTS_LIMITS.min} to ${POINTS_LIMITS.max}.` };
  }
  const verdictMinMs = milliseconds(form.verdictMinSeconds);
  const verdictClearMs = milliseconds(form.verdictClearSeconds);
  const idleClearMs = milliseconds(form.idleClearSeconds);
  if (verdictMinMs === undefined || verdictClearMs === undefined || idleClearMs === undefined) {
    return { error: 'Each time is a number of seconds, such as 1 or 2.5.' };
  }
  if (!within(verdictMinMs, TIMING_LIMITS.verdictMinMs)) {
    return { error: `A verdict stays up at least ${secondsRange(TIMING_LIMITS.verdictMinMs)} seconds.` };
  }
  if (!within(verdictClearMs, TIMING_LIMITS.verdictClearMs)) {
    return { error: `A verdict clears after ${secondsRange(TIMING_LIMITS.verdictClearMs)} seconds.` };
  }
  if (verdictClearMs < verdictMinMs) {
    return { error: 'The verdict cannot clear before its minimum display time.' };
  }
  if (!within(idleClearMs, TIMING_LIMITS.idleClearMs)) {
    return { error: `An unjudged entry clears after ${secondsRange(TIMING_LIMITS.idleClearMs)} seconds.` };
  }
  return {
    stationName: form.stationName.trim(),
    config: {
      round,
      tableEntry: form.tableEntry,
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

/** A range of milliseconds as the form asks for it, in seconds: "3 to 60". */
export function secondsRange({ min, max }: Range): string {
  return `${min / 1000} to ${max / 1000}`;
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
