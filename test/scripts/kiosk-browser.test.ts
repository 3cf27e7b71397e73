import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { chromium } from 'playwright-core';
import { KIOSK_POLICIES, missingPolicies, openKioskBrowser, policyDir } from '../../scripts/kiosk-browser.ts';
import { KIOSK_PREFERENCES, writeKioskProfile } from '../../scripts/kiosk-profile.ts';
import { PROJECT_DIR } from '../cli/run-cli.ts';
import { useTempDirs } from '../support/temp-dir.ts';

const tempDir = useTempDirs();
const CHROMIUM = '/usr/bin/chromium';
// The flags every test browser runs with (test/e2e fixtures): headless, and as root here, unsandboxed.
const TEST_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--disable-component-update',
];

describe('the kiosk policies npm start looks for', () => {
  it('are all missing where the policy folder is absent, and none once installed', () => {
    expect(missingPolicies(join(tempDir(), 'absent'))).toEqual(Object.keys(KIOSK_POLICIES));
    const dir = tempDir();
    writeFileSync(join(dir, 'challenge-station.json'), JSON.stringify(KIOSK_POLICIES));
    expect(missingPolicies(dir)).toEqual([]);
  });

  it('names a policy set to anything but the kiosk value, and ignores a file Chromium could not read', () => {
    const dir = tempDir();
    writeFileSync(join(dir, 'a.json'), JSON.stringify(KIOSK_POLICIES));
    writeFileSync(join(dir, 'b.json'), JSON.stringify({ DeveloperToolsAvailability: 1 }));
    writeFileSync(join(dir, 'c.json'), '{ "URLBlocklist": ');
    expect(missingPolicies(dir)).toEqual(['DeveloperToolsAvailability']);
  });

  it('are read from the folder each browser reads on Linux', () => {
    expect(policyDir('/usr/bin/chromium')).toBe('/etc/chromium/policies/managed');
    expect(policyDir('/usr/bin/google-chrome-stable')).toBe('/etc/opt/chrome/policies/managed');
  });
});

describe('the kiosk browser’s profile', () => {
  it('is removed when the station closes the browser: its history holds the address opened', async (context) => {
    context.skip(!existsSync(CHROMIUM), `no ${CHROMIUM} (scripts/system-deps.sh installs it)`);
    const exited = new Promise<number | null>((resolve) => {
      const kiosk = openKioskBrowser(CHROMIUM, 'about:blank', resolve, TEST_FLAGS);
      // Chromium has written its profile (History, Preferences…) once it has files there.
      const poll = setInterval(() => {
        if (existsSync(kiosk.profile) && readdirSync(kiosk.profile).length > 0) {
          clearInterval(poll);
          profile = kiosk.profile;
          preferences = readFileSync(join(profile, 'Default', 'Preferences'), 'utf8');
          kiosk.stop();
        }
      }, 50);
    });
    let profile = '';
    let preferences = '';
    await exited;
    expect(profile).not.toBe('');
    // Opened on the kiosk preferences: no offer to save the PIN.
    expect(JSON.parse(preferences)).toMatchObject({ credentials_enable_service: false });
    expect(existsSync(profile)).toBe(false);
  });
});
describe('npm start as root', () => {
  it('says Chromium will not run as root with its sandbox, and to run as an ordinary user', (context) => {
    context.skip(process.getuid?.() !== 0, 'not running as root, the one case this refusal is for');
    const result = spawnSync(process.execPath, ['scripts/start.ts'], { cwd: PROJECT_DIR, encoding: 'utf8' });
    expect(result.status).toBe(1);
    expect(result.stderr).toContain('refuse to run as root with their sandbox on');
    expect(result.stderr).toContain('never turns the sandbox off');
    expect(result.stderr).toContain('Run the station as an ordinary user');
  });
});

// One dotted name of `chrome://prefs-internals` for each setting of KIOSK_PREFERENCES.
function preferenceNames(value: object, prefix = ''): [string, unknown][] {
  return Object.entries(value).flatMap(([key, inner]) =>
    typeof inner === 'object' && inner !== null
      ? preferenceNames(inner as object, `${prefix}${key}.`)
      : [[`${prefix}${key}`, inner]],
  );
}

describe('the kiosk browser’s preferences', () => {
  it('are written where Chromium reads a profile’s preferences, Default/Preferences', () => {
    const profile = tempDir();
    writeKioskProfile(profile);
    expect(JSON.parse(readFileSync(join(profile, 'Default', 'Preferences'), 'utf8'))).toEqual(
      KIOSK_PREFERENCES,
    );
    expect(preferenceNames(KIOSK_PREFERENCES)).toEqual([
      ['credentials_enable_service', false],
      ['autofill.profile_enabled', false],
      ['autofill.credit_card_enabled', false],
      ['translate.enabled', false],
    ]);
  });

  it('are the ones Chromium applies: no saved passwords, autofill or translation', async (context) => {
    context.skip(!existsSync(CHROMIUM), `no ${CHROMIUM} (scripts/system-deps.sh installs it)`);
    const profile = tempDir();
    writeKioskProfile(profile);
    const browser = await chromium.launchPersistentContext(profile, {
      executablePath: CHROMIUM,
      headless: true,
      args: ['--no-sandbox', '--disable-gpu'],
    });
    try {
      const page = browser.pages()[0] ?? (await browser.newPage());
      // Chromium's own page of every preference it knows, with where each value came from.
      await page.goto('chrome://prefs-internals');
      const applied = JSON.parse(await page.locator('body').innerText()) as Record<string, unknown>;
      for (const [name, value] of preferenceNames(KIOSK_PREFERENCES)) {
        const pref = name
          .split('.')
          .reduce<unknown>((node, key) => (node as Record<string, unknown> | undefined)?.[key], applied);
        expect(pref, name).toMatchObject({ value });
        expect((pref as { metadata: unknown }).metadata, name).toContain('user_controlled');
      }
    } finally {
      await browser.close();
    }
  });
});
