// Every report message in every kiosk language: present, valid ICU, the same placeholders as English,
// a form for each plural category the language has, no markup, and the kiosk's own verdict words,
// tile and alphabet names.
import { describe, expect, it } from 'vitest';
import { itChecksCatalogue } from '../../support/icu-message-shape.ts';
import { KIOSK_LANGUAGES } from '../../../electron/common/kiosk-languages.ts';
import { REPORT_MESSAGES } from '../../../electron/core/export/report-messages/index.ts';
import { EN, type ReportMessageId } from '../../../electron/core/export/report-messages/en.ts';
import { KIOSK_MESSAGES } from '../../../renderer/src/kiosk/i18n/kiosk-messages.ts';

const ids = Object.keys(EN) as ReportMessageId[];

describe.each(KIOSK_LANGUAGES)('report messages in %s', (language) => {
  const messages: Readonly<Record<string, string>> = REPORT_MESSAGES[language];

  itChecksCatalogue(language, messages, EN, { ignoreTag: true });

  it('has no markup: values alone are escaped', () => {
    for (const id of ids) expect(messages[id], id).not.toMatch(/[<>&]/u);
  });

  it('says the verdicts, the tiles and the alphabets as the kiosk does', () => {
    const kiosk: Readonly<Record<string, string>> = KIOSK_MESSAGES[language];
    const shared = ids.filter((id) => id.startsWith('verdict.') || id.startsWith('alphabet.'));
    expect(shared).toHaveLength(12);
    for (const id of [...shared, 'lexicon.tiles' as const]) expect(messages[id], id).toBe(kiosk[id]);
  });
});
