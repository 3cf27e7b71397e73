// Every kiosk message in every kiosk language: present, valid ICU, the same placeholders as English,
// and a form for each plural category the language has (Polish few/many, Slovene two/few).
import { describe, expect, it } from 'vitest';
import { itChecksCatalogue } from '../../support/icu-message-shape.ts';
import { KIOSK_LANGUAGES } from '../../../electron/common/kiosk-languages.ts';
import { KIOSK_MESSAGES, kioskIntl } from '../../../renderer/src/kiosk/i18n/kiosk-messages.ts';
import { EN } from '../../../renderer/src/kiosk/i18n/messages/en.ts';

describe.each(KIOSK_LANGUAGES)('kiosk messages in %s', (language) => {
  const messages: Readonly<Record<string, string>> = KIOSK_MESSAGES[language];

  // Counts, tile limits and table numbers are whole numbers up to 9999 (Spanish "many" is for millions).
  itChecksCatalogue(language, messages, EN);
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
