// Every kiosk message in every kiosk language: present, valid ICU, the same placeholders as English,
// and a form for each plural category the language has (Polish few/many, Slovene two/few).
import { parse } from '@formatjs/icu-messageformat-parser';
import { describe, expect, it } from 'vitest';
import { placeholders, plurals } from '../../support/icu-message-shape.ts';
import { KIOSK_LANGUAGES } from '../../../electron/common/kiosk-languages.ts';
import { KIOSK_MESSAGES, kioskIntl } from '../../../renderer/src/kiosk/i18n/kiosk-messages.ts';
import { EN } from '../../../renderer/src/kiosk/i18n/messages/en.ts';

const ids = Object.keys(EN) as (keyof typeof EN)[];

describe.each(KIOSK_LANGUAGES)('kiosk messages in %s', (language) => {
  const messages: Readonly<Record<string, string>> = KIOSK_MESSAGES[language];

  it('has every English message id, and no other', () => {
    expect(Object.keys(messages).sort()).toEqual([...ids].sort());
    for (const id of ids) expect(messages[id]?.trim(), id).not.toBe('');
  });

  it('uses the same placeholders as English in each message', () => {
    for (const id of ids) {
      expect(placeholders(parse(messages[id] ?? '')), id).toEqual(placeholders(parse(EN[id])));
    }
  });

  it('gives a form for every plural category the language uses for the kiosk’s whole numbers', () => {
    // Counts, tile limits and table numbers are whole numbers up to 9999 (Spanish "many" is for millions).
    const rules = new Intl.PluralRules(language);
    const categories = new Set(Array.from({ length: 10_000 }, (_, n) => rules.select(n)));
    for (const id of ids) {
      for (const plural of plurals(parse(messages[id] ?? ''))) {
        expect(plural.categories, `${id} {${plural.arg}}`).toEqual(
          expect.arrayContaining([...categories, 'other']),
        );
      }
    }
  });
});

describe('the entry prompt', () => {
  it('says "word" for one and "words" for several, in each language’s own plural', () => {
    const prompt = (language: 'en' | 'pl', count: number) =>
      kioskIntl(language).formatMessage({ id: 'entry.prompt' }, { count });
    expect(prompt('en', 1)).toBe('Type the challenged word.');
    expect(prompt('en', 2)).toBe('Type the 2 challenged words, separated by Space or Enter.');
    expect(prompt('pl', 2)).toContain('2 kwestionowane słowa');
    expect(prompt('pl', 5)).toContain('5 kwestionowanych słów');
  });
});
