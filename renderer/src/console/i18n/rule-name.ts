// The challenge rule in the console's language. The log keeps each adjudication's rule as the
// station's own English words ("double challenge", "5 points per word": describeChallengeRule in
// station-config.ts), which exports and merges carry as data; the screen reads them back into a rule.
import type { IntlShape } from 'react-intl';
import type { StationConfig } from '../../../../electron/ipc/contract.ts';
import { formatConsoleMessage } from './console-messages.ts';

type ChallengeRule = StationConfig['challengeRule'];

/** A challenge rule's name in `intl`'s language: "doble impugnació", "5 punts per paraula". */
export function ruleName(intl: IntlShape, rule: ChallengeRule): string {
  return rule.kind === 'double'
    ? formatConsoleMessage(intl, { id: 'rule.double' })
    : formatConsoleMessage(intl, { id: 'rule.points', values: { points: rule.points } });
}

/** The rule a log entry's recorded words name, or null for words this station never writes. */
export function readRecordedRule(recorded: string): ChallengeRule | null {
  if (recorded === 'double challenge') return { kind: 'double' };
  const points = /^(\d{1,6}) points per word$/u.exec(recorded);
  return points === null ? null : { kind: 'points', points: Number(points[1]) };
}

/**
 * A recorded rule in `intl`'s language; words from another station's version that this one cannot
 * read are shown as recorded rather than dropped.
 */
export function recordedRuleName(intl: IntlShape, recorded: string): string {
  const rule = readRecordedRule(recorded);
  return rule === null ? recorded : ruleName(intl, rule);
}
