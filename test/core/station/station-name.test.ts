import { describe, expect, it } from 'vitest';
import { TEXT_LIMITS } from '../../../electron/common/limits.ts';
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

  // The console's name fields stop at the same number (maxLength), so a name typed there is never
  // refused for its length alone.
  it('takes exactly as many characters as the console field lets a director type', () => {
    expect(stationNameProblem('S'.repeat(TEXT_LIMITS.stationName))).toBeNull();
    expect(stationNameProblem('S'.repeat(TEXT_LIMITS.stationName + 1))).toBe(
      `A station name has at most ${TEXT_LIMITS.stationName} characters.`,
    );
  });
});
