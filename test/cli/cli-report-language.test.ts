// `--language` on `log export` and `hall export`: the printable report in one of the kiosk's ten
// languages, the event's own (the station's kiosk language, the hall's) when not given, and a tag the
// kiosk does not speak refused naming the ten before anything is written.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { HubStore } from '../../electron/core/hall/hub/hub-store.ts';
import { useTempDirs } from '../support/temp-dir.ts';
import { runCli } from './run-cli.ts';

const tempDir = useTempDirs();
const TEN = 'en, es, ca, fr, de, nl, pl, nb, sv, sl';

/** The one html file a `log export --format html` wrote into `folder`. */
function reportIn(folder: string): string {
  const [file] = readdirSync(folder).filter((name) => name.endsWith('.html'));
  return readFileSync(join(folder, file ?? ''), 'utf8');
}

describe('log export --language', () => {
  it("writes the report in the station's kiosk language, or in the language asked for", () => {
    const dir = tempDir();
    expect(runCli(dir, 'judge', 'cat').status).toBe(0);
    // An unacceptable play: its exit status says so, the log holds it.
    runCli(dir, 'judge', 'xqzv');
    expect(runCli(dir, 'station', 'set', 'language', 'pl').status).toBe(0);
    const own = tempDir();
    expect(runCli(dir, 'log', 'export', '--out', own, '--format', 'html').status).toBe(0);
    expect(reportIn(own)).toContain('<html lang="pl">');
    expect(reportIn(own)).toContain('NIEDOPUSZCZALNE');

    const asked = tempDir();
    const result = runCli(dir, 'log', 'export', '--out', asked, '--format', 'html,csv', '--language', 'NO');
    expect(result.status, result.stderr).toBe(0);
    expect(reportIn(asked)).toContain('<html lang="nb">');
    expect(reportIn(asked)).toContain('IKKE GODKJENT');
  });

  it('refuses a language the kiosk does not speak, naming the ten, and writes nothing', () => {
    const dir = tempDir();
    expect(runCli(dir, 'judge', 'cat').status).toBe(0);
    const usb = tempDir();
    const result = runCli(dir, 'log', 'export', '--out', usb, '--language', 'klingon');
    expect(result.status).not.toBe(0);
    expect(result.stderr).toContain(
      `klingon is not a kiosk language; expected one of ${TEN} (or no, for nb).`,
    );
    expect(readdirSync(usb)).toEqual([]);
  });
});

describe('hall export --language', () => {
  it("writes merged.html in the hall's language, or in the language asked for; refuses an unknown one", () => {
    const hubDir = tempDir();
    const store = new HubStore(hubDir, { create: true });
    store.settings.setHallSetting({ language: { value: 'de', by: 'JB', at: new Date().toISOString() } });
    store.close();

    const hall = join(tempDir(), 'by-hall');
    expect(runCli(hubDir, 'hall', 'export', '--to', hall).status).toBe(0);
    expect(readFileSync(join(hall, 'merged.html'), 'utf8')).toContain('<html lang="de">');

    const asked = join(tempDir(), 'asked');
    expect(runCli(hubDir, 'hall', 'export', '--to', asked, '--language', 'sv').status).toBe(0);
    expect(readFileSync(join(asked, 'merged.html'), 'utf8')).toContain('<html lang="sv">');

    const refused = join(tempDir(), 'refused');
    const result = runCli(hubDir, 'hall', 'export', '--to', refused, '--language', 'xx');
    expect(result.status).not.toBe(0);
    expect(result.stderr).toContain(`xx is not a kiosk language; expected one of ${TEN} (or no, for nb).`);
    expect(existsSync(refused)).toBe(false);
  });
});
