import { describe, expect, it } from 'vitest';
import { stationNameProblem } from '../../../electron/core/station/station-name.ts';

describe('a station name refused', () => {
  it.each([
    ['Hall — 3', 'not "—" (U+2014, punctuation).'],
    ['—Hall', 'starts with a letter or digit, not "—" (U+2014, punctuation).'],
    ['Hall\u200b3', 'not U+200B (an invisible formatting character such as zero-width or text direction).'],
    ['Hall 😀', 'not "😀" (U+1F600, an emoji or symbol).'],
  ])('names the character refused in %j', (name, ending) => {
    expect(stationNameProblem(name)).toContain(ending);
  });

  it('takes the names the kiosk has always shown', () => {
    for (const name of ['Station 3', 'Table 12 – Division A', 'Café Ñandú', "O'Neill's (A)"]) {
      expect([name, stationNameProblem(name)]).toEqual([name, null]);
    }
  });
});
