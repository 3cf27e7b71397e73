// Every hall view message in every language: present, valid ICU, the same placeholders and tags as
// English, a form for each plural category the language has (Polish few/many, Slovene two/few);
// and the words a director reads for counts, in Polish and Slovene.
import { createIntl } from 'react-intl';
import { describe, expect, it } from 'vitest';
import { itChecksCatalogue } from '../../support/icu-message-shape.ts';
import { KIOSK_LANGUAGES, type KioskLanguage } from '../../../electron/common/kiosk-languages.ts';
import { HALL_MESSAGES, type HallMessageId } from '../../../renderer/src/hall/i18n/hall-messages.ts';
import { hallText } from '../../../renderer/src/hall/i18n/hall-text.ts';
import { EN } from '../../../renderer/src/hall/i18n/messages/en.ts';
import { behindText } from '../../../renderer/src/hall/station-card-words.ts';
import type { HallStationCard } from '../../../electron/common/hall-view-shapes.ts';

/** One message in one language, as the view formats it. */
function say(language: KioskLanguage, id: HallMessageId, values: Record<string, string | number>): string {
  return hallText(createIntl({ locale: language, messages: HALL_MESSAGES[language] })).t(id, values);
}

describe.each(KIOSK_LANGUAGES)('hall view messages in %s', (language) => {
  const messages: Readonly<Record<string, string>> = HALL_MESSAGES[language];

  // Stations, alerts and entries are counted in whole numbers below a million.
  itChecksCatalogue(language, messages, EN, { countsBelow: 100_000 });

  it('is translated, not English left in place, for the headings a director reads first', () => {
    if (language === 'en') return;
    // "Stations" is French and Dutch too: the other three are different words in every language.
    for (const id of ['alerts.title', 'feed.title', 'export.title'] as const) {
      expect(messages[id], id).not.toBe(EN[id]);
    }
  });
});

describe('counts in the view', () => {
  it('says 1 station, 2 stations, 5 stations in Polish’s own three forms', () => {
    const stations = (total: number) => say('pl', 'stations.count', { total, online: 0 });
    expect(stations(1)).toBe('1 stanowisko, online: 0');
    expect(stations(2)).toBe('2 stanowiska, online: 0');
    expect(stations(5)).toBe('5 stanowisk, online: 0');
    expect(stations(22)).toBe('22 stanowiska, online: 0');
  });

  it('says 1, 2, 3 and 5 stations in Slovene’s four forms', () => {
    const stations = (total: number) => say('sl', 'stations.count', { total, online: 1 });
    expect([1, 2, 3, 5].map(stations)).toEqual([
      '1 postaja, povezanih: 1',
      '2 postaji, povezanih: 1',
      '3 postaje, povezanih: 1',
      '5 postaj, povezanih: 1',
    ]);
  });

  it('keeps the English words the hall view said before it spoke other languages', () => {
    expect(say('en', 'alerts.acknowledgeAll', { count: 2, kind: say('en', 'alert.silent', {}) })).toBe(
      'Acknowledge all 2 “Silent”',
    );
    expect(say('en', 'export.openAlerts', { count: 1 })).toBe('⚠ 1 alert is still open.');
    expect(say('en', 'export.openAlerts', { count: 3 })).toBe('⚠ 3 alerts are still open.');
  });
});

describe('times in the view', () => {
  const at = '2026-11-27T14:03:05.000Z';
  const text = (language: KioskLanguage) =>
    hallText(createIntl({ locale: language, messages: HALL_MESSAGES[language], timeZone: 'UTC' }));

  it('shows an alert’s day and time in the language, on a 24-hour clock', () => {
    expect(text('pl').moment(at)).toMatch(/^27 listopada.*14:03:05$/u);
    expect(text('de').moment(at)).toMatch(/^27\. November.*14:03:05$/u);
    expect(text('en').moment(at)).toBe('November 27 at 14:03:05');
    expect(text('en').clock(at)).toBe('14:03:05');
    expect(text('en').clock(null)).toBe('—');
  });
});

describe('how far the hub is behind a station, on its card', () => {
  const text = (language: KioskLanguage) =>
    hallText(createIntl({ locale: language, messages: HALL_MESSAGES[language] }));
  const card = (presence: HallStationCard['presence']) =>
    ({
      state: 'offline',
      presence,
      lastSeen: '2027-03-01T10:00:00.000Z',
      upToDate: true,
      entries: 4,
      behind: 0,
      held: 0,
    }) as HallStationCard;

  it('says a station that closed was up to date when it closed, and an on-demand one at its sync', () => {
    expect(behindText(text('en'), card('closed'))).toMatch(/^up to date when it closed, /u);
    expect(behindText(text('ca'), card('closed'))).toMatch(/^al dia quan es va tancar, /u);
    expect(behindText(text('en'), card('on-demand'))).toMatch(/^up to date at its last sync, /u);
  });
});
