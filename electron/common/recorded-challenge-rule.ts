// The challenge rule as the log records it ("double challenge", "5 points per word": the station's
// English words, kept as they are so every chain and export stays the same) read back into a rule,
// so a screen or a report can name it in its own language. The hall view and the merged report use
// it; the console may too.

/** A recorded rule read back: double challenge, or so many points per word. */
export type RecordedChallengeRule =
  { readonly kind: 'double' } | { readonly kind: 'points'; readonly points: number };

const POINTS = /^(\d{1,6}) points? per word$/u;

/** The rule a log's `challengeRule` names, or null for words no station writes (shown as recorded). */
export function readRecordedRule(recorded: string): RecordedChallengeRule | null {
  if (recorded === 'double challenge') return { kind: 'double' };
  const points = POINTS.exec(recorded);
  return points === null ? null : { kind: 'points', points: Number(points[1]) };
}
