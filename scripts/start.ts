// `npm start`: the Electron kiosk when its binary is installed; otherwise the web station, opened in
// an installed Chromium or Chrome in kiosk mode, or its address printed. The same station either way.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { electronBinary } from './electron-binary.ts';

const root = new URL('..', import.meta.url).pathname;
const run = (command: string, args: string[]) =>
  spawnSync(command, args, { cwd: root, stdio: 'inherit' }).status === 0;

const BROWSERS = [
  '/usr/bin/chromium',
  '/usr/bin/chromium-browser',
  '/usr/bin/google-chrome',
  '/usr/bin/google-chrome-stable',
];

if (!run(process.execPath, [join(root, 'node_modules/vite/bin/vite.js'), 'build', '--logLevel', 'warn']))
  process.exit(1);

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
  server.stdout.on('data', (text: string) => {
    process.stdout.write(text);
    const url = /Open: (\S+)/u.exec(text)?.[1];
    const browser = BROWSERS.find((path) => existsSync(path));
    if (url === undefined || browser === undefined) return;
    const profile = mkdtempSync(join(tmpdir(), 'challenge-station-browser-'));
    spawn(
      browser,
      [
        `--user-data-dir=${profile}`,
        '--kiosk',
        '--no-first-run',
        '--disable-sync',
        '--disable-translate',
        '--disable-background-networking',
        `--app=${url}`,
      ],
      {
        stdio: 'ignore',
      },
    ).on('exit', (code) => {
      // Closing the kiosk browser ends the station; a browser that could not start (no display) does not.
      if (code === 0) server.kill('SIGTERM');
      else console.log('Could not open a browser here; open the address above in Chromium or Chrome.');
    });
  });
  server.on('exit', (code) => process.exit(code ?? 0));
}
