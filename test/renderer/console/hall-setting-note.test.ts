// What the Station page says of a setting the hall set and a director changed since: the hall's
// value in the console's language (a rule by its name, a language by its name, on or off), never
// the station's English words for it.
import { describe, expect, it } from 'vitest';
import type { HallSettingView } from '../../../electron/ipc/contract.ts';
import { consoleIntl, formatConsoleMessage } from '../../../renderer/src/console/i18n/console-messages.ts';
import { hallSettingText } from '../../../renderer/src/console/station/hall-setting-text.ts';

function said(language: 'ca' | 'de' | 'en', setting: HallSettingView): string {
  const intl = consoleIntl(language);
  return formatConsoleMessage(intl, hallSettingText(intl, setting));
}

const changed = (
  name: HallSettingView['name'],
  hallValue: HallSettingView['hallValue'],
): HallSettingView => ({
  name,
  by: 'JB',
  hallValue,
  changedHere: true,
});

describe('a hall setting changed here', () => {
  it('names the hall’s value in Catalan', () => {
    expect(said('ca', changed('rule', { rule: { kind: 'points', points: 10 } }))).toContain(
      ': 10 punts per paraula (JB)',
    );
    expect(said('ca', changed('rule', { rule: { kind: 'double' } }))).toContain(': doble impugnació (JB)');
    expect(said('ca', changed('language', { language: 'pl' }))).toContain(': polonès (polski) (JB)');
    expect(said('ca', changed('tableEntry', { tableEntry: false }))).toContain(': no (JB)');
    expect(said('ca', changed('round', { round: null }))).toContain(': cap (JB)');
  });

  it('names it in German and in English alike', () => {
    expect(said('de', changed('rule', { rule: { kind: 'points', points: 10 } }))).toContain(
      '10 Punkte pro Wort',
    );
    expect(said('de', changed('tableEntry', { tableEntry: true }))).toContain(': an (JB)');
    expect(said('en', changed('round', { round: 3 }))).toBe(
      'Changed here since the hall set it: 3 (JB). It stands until the hall sets it again.',
    );
  });

  it('says no value when the station did not keep it', () => {
    expect(said('en', changed('round', null))).toBe(
      'Changed here since the hall set it (JB). It stands until the hall sets it again.',
    );
  });
});
