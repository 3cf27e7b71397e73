import { describe, expect, it } from 'vitest';
import { changedHereWords, hallListWords, holdsHallList } from '../../../electron/common/hall-list-words.ts';
import { hallSettingsStanding } from '../../../electron/core/hall/wire/hall-settings-standing.ts';
import { DEFAULT_CONFIG } from '../../../electron/core/station/station-config.ts';

const HALL_LIST = { name: 'NWL2023', fingerprint: 'a'.repeat(64) };
const AT = '2027-03-01T10:00:00.000Z';

describe("the hall's settings as they stand at a station", () => {
  it('shows each setting the hall set, and which a director changed here since', () => {
    const applied = [
      { name: 'round', setAt: AT, value: 3, by: 'JB' },
      { name: 'rule', setAt: AT, value: { kind: 'points', points: 5 }, by: 'JB' },
      { name: 'language', setAt: AT, value: 'pl', by: 'AK' },
    ];
    const config = {
      ...DEFAULT_CONFIG,
      round: 4,
      challengeRule: { kind: 'points', points: 5 },
      language: 'pl',
    };
    const standing = hallSettingsStanding(applied, config as typeof DEFAULT_CONFIG);
    expect(standing.map(({ name, by, changedHere }) => ({ name, by, changedHere }))).toEqual([
      { name: 'round', by: 'JB', changedHere: true },
      { name: 'rule', by: 'JB', changedHere: false },
      { name: 'language', by: 'AK', changedHere: false },
    ]);
  });

  it('never calls a setting applied before values were kept changed here, and skips names it does not know', () => {
    const standing = hallSettingsStanding(
      [
        { name: 'round', setAt: AT, value: undefined, by: null },
        { name: 'volume', setAt: AT, value: 11, by: 'JB' },
      ],
      DEFAULT_CONFIG,
    );
    expect(standing).toEqual([{ name: 'round', value: undefined, by: null, at: AT, changedHere: false }]);
  });
});

describe("a station's hall list and settings, in words", () => {
  it('says received, receiving with how much, refused with why, and another list than the designated one', () => {
    const words = (list: Parameters<typeof holdsHallList>[0]) =>
      hallListWords({ list, changedHere: [] }, HALL_LIST);
    expect(words({ state: 'received', ...HALL_LIST })).toBe('✓ received NWL2023 (aaaaaaaa)');
    expect(words({ state: 'receiving', ...HALL_LIST, percent: 42 })).toBe(
      'receiving NWL2023 (aaaaaaaa), 42 %',
    );
    expect(words({ state: 'refused', ...HALL_LIST, reason: 'no space left on the disk' })).toBe(
      '✖ refused NWL2023 (aaaaaaaa): no space left on the disk; trying again',
    );
    expect(words({ state: 'received', name: 'NWL2020', fingerprint: 'b'.repeat(64) })).toBe(
      '✖ holds NWL2020 (bbbbbbbb), not the designated NWL2023 (aaaaaaaa)',
    );
    expect(words({ state: 'none' })).toBe('not yet heard of NWL2023 (aaaaaaaa)');
    expect(hallListWords(null, HALL_LIST)).toBe('not reported');
    expect(holdsHallList({ state: 'received', ...HALL_LIST }, HALL_LIST)).toBe(true);
    expect(holdsHallList({ state: 'receiving', ...HALL_LIST, percent: 99 }, HALL_LIST)).toBe(false);
  });

  it('names the settings changed at the station, and says nothing when none were', () => {
    expect(changedHereWords({ list: { state: 'none' }, changedHere: ['round', 'tableEntry'] })).toBe(
      'round, table entry',
    );
    expect(changedHereWords({ list: { state: 'none' }, changedHere: [] })).toBeNull();
  });
});
