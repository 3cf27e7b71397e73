// The hall view's count of its stations and a command-line station's card, as a director reads them:
// stations used from the command line are never online between syncs, so the count says apart those
// that synced within the expected hour, and a card says when one has not.
import { createIntl } from 'react-intl';
import { describe, expect, it } from 'vitest';
import type { HallStationCard } from '../../../electron/common/hall-view-shapes.ts';
import type { KioskLanguage } from '../../../electron/common/kiosk-languages.ts';
import { HALL_MESSAGES } from '../../../renderer/src/hall/i18n/hall-messages.ts';
import { hallText } from '../../../renderer/src/hall/i18n/hall-text.ts';
import { clockText, presenceText, stationCountText } from '../../../renderer/src/hall/station-card-words.ts';

const LAST_SYNC = '2026-12-05T10:15:00.000Z';

function text(language: KioskLanguage) {
  return hallText(createIntl({ locale: language, messages: HALL_MESSAGES[language], timeZone: 'UTC' }));
}

function card(overrides: Partial<HallStationCard>): HallStationCard {
  return {
    token: 'tok',
    name: 'DISC-CA',
    callsItself: null,
    state: 'offline',
    presence: 'on-demand',
    lastSeen: LAST_SYNC,
    inTouch: true,
    upToDate: true,
    appVersion: '0.1.0',
    lexicons: [],
    lastJudged: null,
    entries: 12,
    behind: 0,
    held: 0,
    chain: 'verified',
    problem: null,
    health: null,
    hall: null,
    faults: 0,
    clockSkewMs: null,
    ...overrides,
  };
}

describe('the hall view’s count of its stations', () => {
  it('counts two command-line stations that synced within the hour, not "0 online" alone', () => {
    const hall = [
      card({ token: 'a' }),
      card({ token: 'b' }),
      card({ token: 'web', presence: 'running', state: 'online' }),
    ];
    expect(stationCountText(text('ca'), hall)).toBe(
      '3 estacions, 1 en línia, 2 sincronitzades en els darrers 60 min',
    );
    expect(stationCountText(text('en'), hall)).toBe('3 stations, 1 online, 2 synced within 60 min');
  });

  it('leaves out an overdue one, and a revoked one altogether', () => {
    const hall = [
      card({ token: 'a', inTouch: false }),
      card({ token: 'b' }),
      card({ token: 'c', state: 'revoked', inTouch: false }),
    ];
    expect(stationCountText(text('en'), hall)).toBe('3 stations, 0 online, 1 synced within 60 min');
  });

  it('says only who is online in a hall of running stations', () => {
    const hall = [card({ presence: 'running', state: 'online' }), card({ presence: 'running' })];
    expect(stationCountText(text('en'), hall)).toBe('2 stations, 1 online');
  });
});

describe('a command-line station’s card', () => {
  it('shows its last sync while in touch, and says it is overdue after the hour', () => {
    expect(presenceText(text('en'), card({}))).toEqual({
      icon: '⇅',
      label: 'Syncs from the command line · last sync 10:15:00',
      className: 'on-demand',
    });
    expect(presenceText(text('ca'), card({ inTouch: false }))).toEqual({
      icon: '○',
      label: 'Sincronitza des de la línia d’ordres · cap sincronització en més de 60 min, l’última 10:15:00',
      className: 'offline',
    });
  });
});

describe('a station card’s clock', () => {
  const MINUTE = 60_000;
  it('says a clock more than 2 min off in the view’s language, and nothing within it', () => {
    expect(clockText(text('en'), card({ clockSkewMs: -(192 * MINUTE) }))).toBe(
      '⚠ 3 h 12 min behind the hub’s',
    );
    expect(clockText(text('en'), card({ clockSkewMs: 180 * MINUTE }))).toBe('⚠ 3 h ahead of the hub’s');
    expect(clockText(text('en'), card({ clockSkewMs: 5 * MINUTE }))).toBe('⚠ 5 min ahead of the hub’s');
    expect(clockText(text('de'), card({ clockSkewMs: -(192 * MINUTE) }))).toBe(
      '⚠ 3 h 12 min hinter der des Hubs',
    );
    for (const clockSkewMs of [null, 0, 2 * MINUTE, -90_000])
      expect(clockText(text('en'), card({ clockSkewMs }))).toBeNull();
  });
});
