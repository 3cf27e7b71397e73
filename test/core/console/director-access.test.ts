import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConsoleSessions } from '../../../electron/core/console/console-sessions.ts';
import { DirectorAccess } from '../../../electron/core/console/director-access.ts';
import { maxAttemptsWithin } from '../../../electron/core/console/pin-throttle.ts';
import { StationRequestError } from '../../../electron/core/errors.ts';
import { Station } from '../../../electron/core/station/station.ts';
import { useTempDirs } from '../../support/temp-dir.ts';

const tempDir = useTempDirs();

/** A station folder that can be closed and reopened, as a restart does, with a settable clock. */
function stationFolder() {
  const dataDir = join(tempDir(), 'data');
  const clock = { now: 1_000_000 };
  const open = () => {
    const station = new Station({ dataDir });
    const sessions = new ConsoleSessions(() => new Date(clock.now));
    return { station, sessions, access: new DirectorAccess(station, sessions, () => new Date(clock.now)) };
  };
  return { clock, open };
}

const events = (station: Station, action: string) =>
  [...station.log.entries()].filter((entry) => entry.kind === 'event' && entry.action === action);

describe('DirectorAccess', () => {
  it('is not set up until a PIN is set, and set-up happens once', () => {
    const { access, station } = stationFolder().open();
    expect(access.isSetUp()).toBe(false);
    expect(access.unlock('271828')).toMatchObject({ ok: false, message: 'This station is not set up yet.' });
    const { token, recoveryCode } = access.setUp('271828', 'Station 3');
    expect(token).toMatch(/^[0-9a-f]{64}$/u);
    expect(recoveryCode).toHaveLength(19);
    expect(access.isSetUp()).toBe(true);
    expect(station.profile.name()).toBe('Station 3');
    expect(events(station, 'station-set-up')).toHaveLength(1);
    expect(() => access.setUp('314159', 'Other')).toThrow(StationRequestError);
  });

  it('refuses a weak PIN at set-up and stores nothing', () => {
    const { access } = stationFolder().open();
    expect(() => access.setUp('123456', 'Station 3')).toThrow('consecutive');
    expect(access.isSetUp()).toBe(false);
  });

  it('unlocks with the right PIN, logs failures, and backs off after three', () => {
    const { access, station, clock } = (() => {
      const folder = stationFolder();
      return { ...folder.open(), clock: folder.clock };
    })();
    access.setUp('271828', 'Station 3');
    for (let attempt = 1; attempt <= 3; attempt += 1) {
      expect(access.unlock('000001')).toMatchObject({ ok: false });
    }
    expect(access.waitMs()).toBe(2_000);
    // While waiting, even the right PIN is not checked.
    expect(access.unlock('271828')).toMatchObject({ ok: false, waitMs: 2_000 });
    expect(events(station, 'pin-failed')).toHaveLength(3);
    clock.now += 2_000;
    expect(access.unlock('271828')).toMatchObject({ ok: true });
    expect(access.waitMs()).toBe(0);
    expect(events(station, 'console-unlocked')).toHaveLength(1);
  });

  it('keeps the back-off across a restart', () => {
    const folder = stationFolder();
    const first = folder.open();
    first.access.setUp('271828', 'Station 3');
    for (let attempt = 1; attempt <= 5; attempt += 1) {
      folder.clock.now += 60_000;
      first.access.unlock('000001');
    }
    first.station.close();
    const second = folder.open();
    expect(second.access.waitMs()).toBe(8_000);
    expect(second.access.unlock('271828')).toMatchObject({ ok: false });
  });

  it('counts an attempt before checking it, so a crash mid-check cannot skip the back-off', () => {
    const folder = stationFolder();
    const { access, station } = folder.open();
    access.setUp('271828', 'Station 3');
    for (let attempt = 1; attempt <= 3; attempt += 1) access.unlock('000001');
    folder.clock.now += 2_000;
    // A stored hash whose cost exceeds scrypt's memory limit makes the check itself throw, as a
    // crash in the middle of it would end it.
    station.secrets.write('director_pin', `scrypt$${2 ** 20}$8$1$${'00'.repeat(16)}$${'00'.repeat(32)}`);
    expect(() => access.unlock('271828')).toThrow();
    expect(JSON.parse(station.secrets.read('pin_throttle') ?? '{}')).toMatchObject({ failures: 4 });
    expect(access.waitMs()).toBe(4_000);
  });

  it('resets a forgotten PIN with the recovery code, once', () => {
    const { access, station } = stationFolder().open();
    const { recoveryCode } = access.setUp('271828', 'Station 3');
    expect(access.recover('AAAA-BBBB-CCCC-DDDD', '314159')).toMatchObject({ ok: false });
    const reset = access.recover(recoveryCode.toLowerCase(), '314159');
    expect(reset).toMatchObject({ ok: true });
    expect(reset.recoveryCode).not.toBe(recoveryCode);
    expect(access.unlock('271828')).toMatchObject({ ok: false });
    expect(access.unlock('314159')).toMatchObject({ ok: true });
    expect(access.recover(recoveryCode, '271828')).toMatchObject({ ok: false });
    expect(events(station, 'pin-reset')).toHaveLength(1);
  });
});

describe('DirectorAccess back-off: what a guesser at the kiosk can and cannot do', () => {
  /**
   * Guesses wrong PINs the moment each wait ends, for `windowMs` on the fake clock, and stops just
   * after a guess (the worst moment for a director to arrive). Returns how many guesses were checked.
   */
  function guessFor(folder: ReturnType<typeof stationFolder>, access: DirectorAccess, windowMs: number) {
    const end = folder.clock.now + windowMs;
    let checked = 0;
    let longestWait = 0;
    for (;;) {
      const result = access.unlock('000001');
      if (!result.ok && result.message.startsWith('Wrong PIN')) checked += 1;
      const wait = access.waitMs();
      longestWait = Math.max(longestWait, wait);
      if (folder.clock.now + wait >= end) return { checked, longestWait };
      folder.clock.now += wait;
    }
  }

  it('checks no more guesses than maxAttemptsWithin counts, and never makes the director wait over 60 s', () => {
    const folder = stationFolder();
    const { access } = folder.open();
    access.setUp('271828', 'Station 3');
    expect(guessFor(folder, access, 10 * 60_000)).toEqual({
      checked: maxAttemptsWithin(10 * 60_000),
      longestWait: 60_000,
    });
    // The guesser walks away; the director, arriving at the worst moment, waits one minute at most.
    expect(access.unlock('271828')).toMatchObject({ ok: false, waitMs: 60_000 });
    folder.clock.now += 60_000;
    expect(access.unlock('271828')).toMatchObject({ ok: true });
  });

  it('brings a longer stored lock (older version, clock set back) down to 60 s', () => {
    const folder = stationFolder();
    const { access, station } = folder.open();
    access.setUp('271828', 'Station 3');
    station.secrets.write(
      'pin_throttle',
      JSON.stringify({ failures: 12, lockedUntil: folder.clock.now + 15 * 60_000 }),
    );
    expect(access.waitMs()).toBe(60_000);
    expect(access.unlock('271828')).toMatchObject({ ok: false, waitMs: 60_000 });
    folder.clock.now += 60_000;
    expect(access.unlock('271828')).toMatchObject({ ok: true });
  });

  it('lets the recovery code in while PIN attempts are held up, and the new PIN starts clean', () => {
    const folder = stationFolder();
    const { access, station } = folder.open();
    const { recoveryCode } = access.setUp('271828', 'Station 3');
    guessFor(folder, access, 2 * 60_000);
    expect(access.waitMs()).toBe(60_000);
    const reset = access.recover(recoveryCode, '314159');
    expect(reset).toMatchObject({ ok: true });
    expect(events(station, 'pin-reset')).toHaveLength(1);
    expect(access.waitMs()).toBe(0);
    expect(access.unlock('314159')).toMatchObject({ ok: true });
  });

  it('holds up wrong recovery codes on their own back-off, which never delays the PIN', () => {
    const folder = stationFolder();
    const { access } = folder.open();
    const { recoveryCode } = access.setUp('271828', 'Station 3');
    for (let attempt = 1; attempt <= 3; attempt += 1) {
      expect(access.recover('AAAA-BBBB-CCCC-DDDD', '314159')).toMatchObject({
        ok: false,
        message: attempt === 3 ? 'Wrong recovery code. Try again in 2 seconds.' : 'Wrong recovery code.',
      });
    }
    expect(access.recover(recoveryCode, '314159')).toMatchObject({ ok: false, waitMs: 2_000 });
    // The PIN is not held up by the recovery failures.
    expect(access.waitMs()).toBe(0);
    expect(access.unlock('271828')).toMatchObject({ ok: true });
    // Nor does a PIN success clear the recovery back-off: it still waits its own 2 s.
    expect(access.recover(recoveryCode, '314159')).toMatchObject({ ok: false, waitMs: 2_000 });
    folder.clock.now += 2_000;
    expect(access.recover(recoveryCode, '314159')).toMatchObject({ ok: true });
  });
});

describe('ConsoleSessions', () => {
  it('ends a session after 2 minutes idle; activity keeps it alive', () => {
    const clock = { now: 0 };
    const sessions = new ConsoleSessions(() => new Date(clock.now));
    const token = sessions.open();
    clock.now += 119_000;
    expect(sessions.touch(token)).toBe(true);
    clock.now += 119_000;
    expect(sessions.touch(token)).toBe(true);
    expect(sessions.anyLive()).toBe(true);
    clock.now += 120_001;
    expect(sessions.anyLive()).toBe(false);
    expect(sessions.touch(token)).toBe(false);
    clock.now = 0;
    expect(sessions.touch(token)).toBe(false);
  });

  it('knows no token it did not issue, and one session replaces another', () => {
    const sessions = new ConsoleSessions();
    const first = sessions.open();
    expect(sessions.touch('f'.repeat(64))).toBe(false);
    const second = sessions.open();
    expect(sessions.touch(first)).toBe(false);
    expect(sessions.touch(second)).toBe(true);
    sessions.close(second);
    expect(sessions.touch(second)).toBe(false);
  });
});
