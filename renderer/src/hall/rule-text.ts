import { readRecordedRule } from '../../../electron/common/recorded-challenge-rule.ts';
import type { HallText } from './i18n/hall-text.ts';

/**
 * A challenge rule as an entry recorded it ("5 points per word"), in the view's words — the same
 * the hall's settings use; words no station writes are shown as recorded.
 */
export function ruleText({ t }: HallText, recorded: string): string {
  const rule = readRecordedRule(recorded);
  if (rule === null) return recorded;
  return rule.kind === 'double' ? t('settings.double') : t('settings.points', { points: rule.points });
}
