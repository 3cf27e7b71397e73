// Every console message in every station language: present, valid ICU, the same placeholders as
// English, and a form for each plural category the language has (Polish few/many, Slovene two/few).
import { describe, expect, it } from 'vitest';
import { itChecksCatalogue } from '../../support/icu-message-shape.ts';
import { KIOSK_LANGUAGES } from '../../../electron/common/kiosk-languages.ts';
import { CONSOLE_MESSAGES, consoleIntl } from '../../../renderer/src/console/i18n/console-messages.ts';
import { formatWhen } from '../../../renderer/src/console/i18n/format-when.ts';
import { languageName } from '../../../renderer/src/i18n/language-name.ts';
import { EN } from '../../../renderer/src/console/i18n/messages/en.ts';
import { EN_LEXICONS } from '../../../renderer/src/console/i18n/messages/lexicons/en.ts';
import { EN_PAIRINGS } from '../../../renderer/src/console/i18n/messages/pairings/en.ts';
import { GAME_WORDS } from '../../../electron/common/game-words.ts';

// English is kept in four catalogues (the Lexicons page's, the pairings', a game's words shared
// with the report and the hall view, and the rest); every language is checked against all at once,
// so an id missing from any part of any language fails here.
const ENGLISH: Readonly<Record<string, string>> = { ...EN, ...EN_LEXICONS, ...EN_PAIRINGS, ...GAME_WORDS.en };

describe.each(KIOSK_LANGUAGES)('console messages in %s', (language) => {
  const messages: Readonly<Record<string, string>> = CONSOLE_MESSAGES[language];

  itChecksCatalogue(language, messages, ENGLISH);
});

describe('the English console catalogues', () => {
  it('share no id, so none hides another when they are joined', () => {
    expect(Object.keys(EN).filter((id) => id in EN_LEXICONS)).toEqual([]);
    expect(Object.keys(EN).filter((id) => id in EN_PAIRINGS)).toEqual([]);
    expect(Object.keys(EN_LEXICONS).filter((id) => id in EN_PAIRINGS)).toEqual([]);
    expect(Object.keys(GAME_WORDS.en).filter((id) => id in EN || id in EN_LEXICONS)).toEqual([]);
  });
});

describe.each(KIOSK_LANGUAGES)('the Browse button in %s', (language) => {
  it('names its file or folder with its own visible word first, for speech input', () => {
    const intl = consoleIntl(language);
    const shown = intl.formatMessage({ id: 'path.browse' }).replace('…', '').toLowerCase();
    for (const id of ['path.browse.file', 'path.browse.folder']) {
      expect(intl.formatMessage({ id }).toLowerCase()).toContain(shown);
    }
  });
});

describe('the console in Polish', () => {
  const intl = consoleIntl('pl');

  it('counts in Polish plurals', () => {
    const pending = (count: number) => intl.formatMessage({ id: 'hall.pendingCount' }, { count });
    expect(pending(1)).toMatch(/^1 wpis /u);
    expect(pending(3)).toMatch(/^3 wpisy /u);
    expect(pending(5)).toMatch(/^5 wpisów /u);
  });

  it('writes a date with the month named in Polish, on a 24-hour clock', () => {
    const when = formatWhen(intl, new Date(2026, 10, 27, 15, 4, 5).toISOString());
    expect(when).toContain('lis');
    expect(when).toContain('15:04:05');
    expect(formatWhen(intl, 'not a time')).toBe('not a time');
  });

  it('names each kiosk language in Polish and in itself', () => {
    expect(languageName(intl, 'es')).toBe('hiszpański (español)');
    expect(languageName(consoleIntl('en'), 'es')).toBe('Spanish (español)');
  });
});
