// A kiosk in Chromium whose web station is gone: its process stopped (nothing answers), or this
// page's session is no longer one the station knows (the page must be opened again). The kiosk says
// which, in its own language, at rest without a key pressed, and at Tab during a challenge.
import { describe, expect, it } from 'vitest';
import type { KioskLanguage } from '../../electron/common/kiosk-languages.ts';
import type { Station } from '../../electron/core/station/station.ts';
import { KIOSK_MESSAGES } from '../../renderer/src/kiosk/i18n/kiosk-messages.ts';
import { StationHandlers } from '../../electron/handlers/station-handlers.ts';
import { startWebStation } from '../../electron/web/web-station.ts';
import { TEST_TIMINGS, typeKeys, type KioskFixture } from '../support/kiosk-fixture.ts';
import { useKiosks } from '../support/kiosk-suite.ts';

const openKiosk = useKiosks();

/** The kiosk asks every 2 s at rest; a few rounds of that. */
const NOTICED_WITHIN = { timeout: 10_000, interval: 200 };

async function startIn(language: KioskLanguage): Promise<KioskFixture> {
  const kiosk = await openKiosk((station: Station) => station.profile.updateConfig({ language }));
  await kiosk.page.waitForSelector('[data-screen=ready]');
  return kiosk;
}

function shown(fixture: KioskFixture): Promise<string | null> {
  return fixture.page.textContent('main');
}

describe('a kiosk whose station is gone', () => {
  it('says in its language that the station stopped, at rest, without a key pressed', async () => {
    const fixture = await startIn('pl');
    await fixture.web.close();
    await expect
      .poll(() => shown(fixture), NOTICED_WITHIN)
      .toContain(KIOSK_MESSAGES.pl['fault.stationStopped']);
    expect(await fixture.page.getAttribute('main', 'data-screen')).toBe('unavailable');
    expect(await shown(fixture)).not.toContain(KIOSK_MESSAGES.pl['fault.cannotRecord']);
    expect(await fixture.page.getByRole('alert').textContent()).toBe(
      KIOSK_MESSAGES.pl['fault.stationStopped'],
    );
  });

  it('says in its language that the page must be opened again when its session has ended', async () => {
    const fixture = await startIn('de');
    // The session cookie gone, as when the station was started again with a new address.
    await fixture.page.context().clearCookies();
    await expect.poll(() => shown(fixture), NOTICED_WITHIN).toContain(KIOSK_MESSAGES.de['fault.reopenPage']);
    expect(await shown(fixture)).not.toContain(KIOSK_MESSAGES.de['fault.cannotRecord']);
    expect(await shown(fixture)).not.toContain(KIOSK_MESSAGES.de['fault.stationStopped']);
  });

  it('opens again on its own when the new address is pasted into the same tab', async () => {
    const fixture = await startIn('en');
    const port = Number(new URL(fixture.web.url).port);
    await fixture.web.close();
    await expect
      .poll(() => shown(fixture), NOTICED_WITHIN)
      .toContain(KIOSK_MESSAGES.en['fault.stationStopped']);
    // The station started again on the same port: its address differs from the old one only by its secret.
    const again = await startWebStation({
      handlers: new StationHandlers(fixture.station, { timings: TEST_TIMINGS }),
      rendererDir: new URL('../../dist/renderer', import.meta.url).pathname,
      port,
    });
    try {
      await fixture.page.goto(again.url);
      await fixture.page.waitForSelector('[data-screen=ready]', { timeout: 10_000 });
      expect(await shown(fixture)).not.toContain(KIOSK_MESSAGES.en['fault.stationStopped']);
      // The secret was spent on the way in: the address bar no longer holds it.
      expect(fixture.page.url()).not.toContain('secret=');
    } finally {
      await again.close();
    }
  });

  it('says the station stopped at Tab when it stopped during a challenge, with no verdict', async () => {
    const fixture = await startIn('en');
    await fixture.page.keyboard.press('1');
    await typeKeys(fixture.page, 'cat');
    await fixture.web.close();
    await fixture.page.keyboard.press('Tab');
    await fixture.page.waitForSelector('[data-screen=unavailable]');
    expect(await shown(fixture)).toContain('This station has stopped — please call the director.');
    expect(await fixture.page.getByRole('status').textContent()).toBe('');
  });
});
