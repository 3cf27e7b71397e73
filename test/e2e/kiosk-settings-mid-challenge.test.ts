// A setting the hall carries never changes a challenge under way. The hall sets round 5
// and a points rule while players type: the challenge is recorded with the round and rule its kiosk
// showed when it began; the next challenge takes the new ones. Chromium against the real station.
import { describe, expect, it } from 'vitest';
import type { Station } from '../../electron/core/station/station.ts';
import { RAPID_TIMINGS, typeKeys, verdictSpoken } from '../support/kiosk-fixture.ts';
import { useKiosks } from '../support/kiosk-suite.ts';

const openKiosk = useKiosks();

function adjudications(station: Station) {
  return [...station.log.entries()].filter((entry) => entry.kind === 'adjudication');
}

describe('a hall setting changed during a challenge', () => {
  it('leaves that challenge with the round and rule it began with, and the next one takes it', async () => {
    // A key clears the verdict at once (the 1 s minimum is not what this is about).
    const { page, station } = await openKiosk(
      (prepared: Station) => prepared.profile.updateConfig({ round: 4, challengeRule: { kind: 'double' } }),
      { timings: RAPID_TIMINGS },
    );
    await page.waitForSelector('[data-screen=ready]');
    await page.keyboard.press('1');
    await typeKeys(page, 'qi');
    // What the hall's settings receiver does when the hub sets them, mid-challenge.
    station.profile.updateConfig({ round: 5, challengeRule: { kind: 'points', points: 10 } }, 'hall: JB');
    await page.keyboard.press('Tab');
    expect(await verdictSpoken(page)).toContain('ACCEPTABLE');
    expect(adjudications(station).map(({ round, challengeRule }) => ({ round, challengeRule }))).toEqual([
      { round: 4, challengeRule: 'double challenge' },
    ]);

    // Back at rest, the kiosk takes the hall's settings: the next challenge is round 5, 10 points.
    const asked = page.waitForResponse((response) =>
      decodeURIComponent(new URL(response.url()).pathname).endsWith('/kiosk:state'),
    );
    await page.keyboard.press('Escape');
    await page.waitForSelector('[data-screen=ready]');
    await asked;
    await page.keyboard.press('1');
    await typeKeys(page, 'qi');
    await page.keyboard.press('Tab');
    await verdictSpoken(page);
    expect(adjudications(station).at(-1)).toMatchObject({ round: 5, challengeRule: '10 points per word' });
  });
});
