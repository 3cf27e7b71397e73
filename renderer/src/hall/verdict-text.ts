import type { Verdict } from '../../../electron/common/entry-values.ts';
import { KIOSK_MESSAGES } from '../kiosk/i18n/kiosk-messages.ts';
import type { HallText } from './i18n/hall-text.ts';

/** A verdict in the kiosk's own word for it in the view's language, in lower case ("dopuszczalne"). */
export function verdictWord({ language }: HallText, verdict: Verdict): string {
  return KIOSK_MESSAGES[language][`verdict.${verdict}`].toLocaleLowerCase(language);
}

/** A verdict in the view's words, with its mark (never colour alone); "—" for an entry without one. */
export function verdictText(text: HallText, verdict: Verdict | null): string {
  if (verdict === null) return '—';
  return `${verdict === 'ACCEPTABLE' ? '✓' : '✗'} ${verdictWord(text, verdict)}`;
}
