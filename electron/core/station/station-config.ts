import { z } from 'zod';
import {
  DEFAULT_TIMINGS,
  POINTS_LIMITS,
  ROUND_LIMITS,
  TIMING_LIMITS,
  type Range,
} from '../../common/limits.ts';
import { KIOSK_LANGUAGES } from '../../common/kiosk-languages.ts';

const within = ({ min, max }: Range) => z.number().int().min(min).max(max);

/** How a challenged play is penalised; recorded with every adjudication. */
export const challengeRuleSchema = z.discriminatedUnion('kind', [
  z.strictObject({ kind: z.literal('double') }),
  z.strictObject({ kind: z.literal('points'), points: within(POINTS_LIMITS) }),
]);
export type ChallengeRule = z.infer<typeof challengeRuleSchema>;

/** The kiosk's display times, in milliseconds, within limits players can live with. */
export const kioskTimingsSchema = z
  .strictObject({
    verdictMinMs: within(TIMING_LIMITS.verdictMinMs),
    verdictClearMs: within(TIMING_LIMITS.verdictClearMs),
    idleClearMs: within(TIMING_LIMITS.idleClearMs),
  })
  .refine((timings) => timings.verdictClearMs >= timings.verdictMinMs, {
    message: 'The verdict cannot clear before its minimum display time.',
  });
export type KioskTimings = z.infer<typeof kioskTimingsSchema>;

/** What a director sets for the station as a whole (the name and lexicons are kept apart). */
export const stationConfigSchema = z.strictObject({
  /** The round in progress, recorded with each adjudication; null between rounds or when not tracked. */
  round: within(ROUND_LIMITS).nullable(),
  /** Whether players type their table number before the words. */
  tableEntry: z.boolean(),
  /**
   * Whether the kiosk asks who is challenging (seat 1 or 2) once it has shown the game at a table;
   * asked only where the station holds pairings.
   */
  askChallenger: z.boolean(),
  challengeRule: challengeRuleSchema,
  timings: kioskTimingsSchema,
  /** Scale of the kiosk's text, for stations read from a distance. */
  textSize: z.enum(['standard', 'large', 'largest']),
  /** The language of every kiosk screen and announcement, of the console and of the printed report. */
  language: z.enum(KIOSK_LANGUAGES),
});
export type StationConfig = z.infer<typeof stationConfigSchema>;

/** A new station's settings (the timings' reasons are in electron/common/limits.ts). */
export const DEFAULT_CONFIG: StationConfig = {
  round: null,
  tableEntry: false,
  askChallenger: true,
  challengeRule: { kind: 'double' },
  timings: DEFAULT_TIMINGS,
  textSize: 'standard',
  language: 'en',
};

/** The rule as recorded in the log and shown to judges. */
export function describeChallengeRule(rule: ChallengeRule): string {
  return rule.kind === 'double' ? 'double challenge' : `${rule.points} points per word`;
}

/** Reads a stored config; anything unreadable falls back to the defaults field by field. */
export function parseStoredConfig(text: string | null): StationConfig {
  if (text === null) return DEFAULT_CONFIG;
  let stored: unknown;
  try {
    stored = JSON.parse(text);
  } catch {
    return DEFAULT_CONFIG;
  }
  const merged = stationConfigSchema.safeParse({ ...DEFAULT_CONFIG, ...(stored as object) });
  return merged.success ? merged.data : DEFAULT_CONFIG;
}
