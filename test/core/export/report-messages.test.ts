// Every report message in every kiosk language: present, valid ICU, the same placeholders as English,
// a form for each plural category the language has, no markup, and the kiosk's own verdict words,
// tile and alphabet names.
import { parse } from '@formatjs/icu-messageformat-parser';
import { describe, expect, it } from 'vitest';
import { placeholders, plurals } from '../../support/icu-message-shape.ts';
import { KIOSK_LANGUAGES } from '../../../electron/common/kiosk-languages.ts';
import { REPORT_MESSAGES } from '../../../electron/core/export/report-messages/index.ts';
import { EN, type ReportMessageId } from '../../../electron/core/export/report-messages/en.ts';
import { KIOSK_MESSAGES } from '../../../renderer/src/kiosk/i18n/kiosk-messages.ts';

const ids = Object.keys(EN) as ReportMessageId[];

describe.each(KIOSK_LANGUAGES)('report messages in %s', (language) => {
  const messages: Readonly<Record<string, string>> = REPORT_MESSAGES[language];

  it('has every English message id, and no other', () => {
    expect(Object.keys(messages).sort()).toEqual([...ids].sort());
    for (const id of ids) expect(messages[id]?.trim(), id).not.toBe('');
  });

  it('uses the same placeholders as English, and no markup (values alone are escaped)', () => {
    for (const id of ids) {
      const message = messages[id] ?? '';
      expect(placeholders(parse(message, { ignoreTag: true })), id).toEqual(
        placeholders(parse(EN[id], { ignoreTag: true })),
      );
      expect(message, id).not.toMatch(/[<>&]/u);
    }
  });

  it('gives a form for every plural category the language uses for counts', () => {
    const rules = new Intl.PluralRules(language);
    const categories = new Set(Array.from({ length: 10_000 }, (_, n) => rules.select(n)));
    for (const id of ids) {
      for (const plural of plurals(parse(messages[id] ?? '', { ignoreTag: true }))) {
        expect(plural.categories, `${id} {${plural.arg}}`).toEqual(
          expect.arrayContaining([...categories, 'other']),
        );
      }
    }
  });

  it('says the verdicts, the tiles and the alphabets as the kiosk does', () => {
    const kiosk: Readonly<Record<string, string>> = KIOSK_MESSAGES[language];
    const shared = ids.filter((id) => id.startsWith('verdict.') || id.startsWith('alphabet.'));
    expect(shared).toHaveLength(12);
    for (const id of [...shared, 'lexicon.tiles' as const]) expect(messages[id], id).toBe(kiosk[id]);
  });
});
