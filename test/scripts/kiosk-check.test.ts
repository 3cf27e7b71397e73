// `kiosk check` on planted machines: everything the kiosk package places, then each piece missing
// in turn, named.
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { kioskCheck, KIOSK_SESSION_FILE, KIOSK_XORG_FILE } from '../../electron/cli/kiosk-check.ts';
import { KIOSK_POLICIES } from '../../scripts/kiosk-browser.ts';
import { useTempDirs } from '../support/temp-dir.ts';

const tempDir = useTempDirs();

function plant(root: string, path: string, text: string): void {
  mkdirSync(dirname(join(root, path)), { recursive: true });
  writeFileSync(join(root, path), text);
}

function lockedMachine(policies: Record<string, unknown> = KIOSK_POLICIES): string {
  const root = tempDir();
  plant(root, '/usr/bin/chromium', '');
  plant(root, '/etc/chromium/policies/managed/challenge-station-kiosk.json', JSON.stringify(policies));
  plant(root, KIOSK_SESSION_FILE, '[Desktop Entry]\n');
  plant(root, KIOSK_XORG_FILE, 'Section "ServerFlags"\n    Option "DontVTSwitch" "true"\nEndSection\n');
  return root;
}

describe('kiosk check', () => {
  it('finds the policies, the kiosk-only session and X locked', () => {
    expect(kioskCheck(lockedMachine()).map((line) => line.ok)).toEqual([true, true, true]);
  });

  it('names a policy that is missing or different', () => {
    const rest = Object.fromEntries(
      Object.entries(KIOSK_POLICIES).filter(([name]) => name !== 'URLAllowlist'),
    );
    const [policies] = kioskCheck(lockedMachine({ ...rest, PrintingEnabled: true }));
    expect(policies?.ok).toBe(false);
    expect(policies?.text).toContain('the kiosk policies PrintingEnabled, URLAllowlist in');
  });

  it('says what is missing on a machine without the package', () => {
    const root = tempDir();
    plant(root, '/usr/bin/chromium', '');
    const lines = kioskCheck(root);
    expect(lines.map((line) => line.ok)).toEqual([false, false, false]);
    expect(lines[0]?.text).toContain('lacks every kiosk policy (16)');
    expect(kioskCheck(tempDir())[0]?.text).toContain('No Chromium');
  });
});
