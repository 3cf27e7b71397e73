// `npm start`: the Electron kiosk when its binary is installed; otherwise the web station, opened in
// an installed Chromium or Chrome in kiosk mode, or its address printed. The same station either way.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { electronBinary } from './electron-binary.ts';
import { buildScreenIfStale } from './screen-build.ts';
import {
  BROWSERS,
  missingPolicies,
  openKioskBrowser,
  policyDir,
  ROOT_REFUSAL,
  type KioskBrowser,
} from './kiosk-browser.ts';

const root = new URL('..', import.meta.url).pathname;
const run = (command: string, args: string[]) =>
  spawnSync(command, args, { cwd: root, stdio: 'inherit' }).status === 0;

// Before building anything: as root, neither Electron nor Chromium starts with its sandbox on.
if (process.getuid?.() === 0) {
  console.error(ROOT_REFUSAL);
  process.exit(1);
}

// The screen is built only when its sources changed since the last build.
if (!buildScreenIfStale(root)) process.exit(1);

const electron = electronBinary();
if (electron !== null && existsSync(join(root, 'build/vite.main.config.ts'))) {
  if (
    !run(process.execPath, [
      join(root, 'node_modules/vite/bin/vite.js'),
      'build',
      '--config',
      'build/vite.main.config.ts',
      '--logLevel',
      'warn',
    ])
  ) {
    process.exit(1);
  }
  spawn(electron, [root], { cwd: root, stdio: 'inherit' }).on('exit', (code) => process.exit(code ?? 0));
} else {
  console.log(
    'The Electron binary is not installed (`npm run fetch-electron`), so the station runs in a browser.',
  );
  const server = spawn(
    process.execPath,
    [join(root, 'electron/web/web-station-main.ts'), ...process.argv.slice(2)],
    {
      cwd: root,
      stdio: ['ignore', 'pipe', 'inherit'],
    },
  );
  server.stdout.setEncoding('utf8');
  let kiosk: KioskBrowser | null = null;
  server.stdout.on('data', (text: string) => {
    process.stdout.write(text);
    const url = /Open: (\S+)/u.exec(text)?.[1];
    const browser = BROWSERS.find((path) => existsSync(path));
    if (url === undefined || browser === undefined || kiosk !== null) return;
    const missing = missingPolicies(policyDir(browser));
    if (missing.length > 0) {
      console.log(
        `This browser lacks the kiosk policies (${missing.join(', ')}) in ${policyDir(browser)}: ` +
          'anyone at the keyboard may reach its developer tools. docs/SECURITY.md, "Chromium policies ' +
          'for a kiosk box", lists them.',
      );
    }
    kiosk = openKioskBrowser(browser, url, (code) => {
      // Closing the kiosk browser ends the station; a browser that could not start (no display) does not.
      if (code === 0) server.kill('SIGTERM');
      else console.log('Could not open a browser here; open the address above in Chromium or Chrome.');
    });
  });
  // The station stopping closes the browser, and its profile (which holds the address) goes with it.
  server.on('exit', (code) => {
    kiosk?.stop();
    process.exitCode = code ?? 0;
  });
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.on(signal, () => {
      kiosk?.stop();
      server.kill(signal);
    });
  }
}
