import type { Verdict } from '../../../electron/common/entry-values.ts';
import type { HallText } from './i18n/hall-text.ts';

/** A verdict in the view's words, with its mark (never colour alone); "—" for an entry without one. */
export function verdictText({ t }: HallText, verdict: Verdict | null): string {
  if (verdict === null) return '—';
  return verdict === 'ACCEPTABLE' ? `✓ ${t('verdict.acceptable')}` : `✗ ${t('verdict.unacceptable')}`;
}
