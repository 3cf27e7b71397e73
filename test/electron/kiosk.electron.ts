// `npm run test:electron`: the built app in a real Electron, driven by playwright-core's Electron
// support. One challenge to a verdict, the console chord, and the lockdown seen from outside the
// page. Not part of `npm test`: it needs the Electron binary (`npm run fetch-electron`) and a display
// (on a headless Linux box: `xvfb-run -a npm run test:electron`). Without either it says so in one
// line and exits 0, claiming nothing.
import { strict as assert } from 'node:assert';
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { _electron, type ElectronApplication, type Page } from 'playwright-core';
import { Station } from '../../electron/core/station/station.ts';
import { electronBinary } from '../../scripts/electron-binary.ts';
import { setUpStation, TEST_PIN } from '../support/set-up-station.ts';
import { makeTempDir, removeTempDir } from '../support/temp-dir.ts';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));

function notRun(why: string): never {
  console.log(`test:electron: not run — ${why}; nothing was tested.`);
  process.exit(0);
}

const binary = electronBinary();
if (binary === null) notRun('the Electron binary is not installed here (`npm run fetch-electron`)');
if (process.platform === 'linux' && !process.env['DISPLAY'] && !process.env['WAYLAND_DISPLAY'])
  notRun('no display (try `xvfb-run -a npm run test:electron`)');

/** Builds what the packaged app holds: the renderer, then main and preload (as `npm run dist` does). */
function build(): void {
  const vite = join(ROOT, 'node_modules', 'vite', 'bin', 'vite.js');
  for (const args of [[], ['--config', 'build/vite.main.config.ts']]) {
    const result = spawnSync(process.execPath, [vite, 'build', '--logLevel', 'warn', ...args], {
      cwd: ROOT,
      stdio: 'inherit',
    });
    if (result.status !== 0) throw new Error(`vite build ${args.join(' ')} failed`);
  }
}

let passed = 0;
async function check(what: string, body: () => Promise<void> | void): Promise<void> {
  await body();
  passed += 1;
  console.log(`ok ${passed} - ${what}`);
}

/** What main knows of the kiosk window, read from outside the page. */
function kioskWindow(app: ElectronApplication) {
  return app.evaluate(({ BrowserWindow }) => {
    const windows = BrowserWindow.getAllWindows();
    const win = windows[0];
    return {
      count: windows.length,
      destroyed: win?.isDestroyed() ?? true,
      kiosk: win?.isKiosk() ?? false,
      fullScreen: win?.isFullScreen() ?? false,
      devToolsOpened: win?.webContents.isDevToolsOpened() ?? true,
      url: win?.webContents.getURL() ?? '',
    };
  });
}

async function mainText(page: Page): Promise<string> {
  return page.locator('main').innerText();
}

async function waitForText(page: Page, text: string): Promise<void> {
  await page.locator('main').filter({ hasText: text }).waitFor();
}

const dataDir = makeTempDir('electron');
// Chromium's profile and the single-instance lock live in userData: a temp one keeps this run apart
// from a station running on the same account.
const profileDir = makeTempDir('electron-profile');
let app: ElectronApplication | undefined;
try {
  build();
  // A station set up as a director would, so the kiosk judges with the demo list.
  const station = new Station({ dataDir });
  setUpStation(station, 'Electron Test');
  station.close();

  app = await _electron.launch({
    executablePath: binary,
    args: [ROOT, `--user-data-dir=${profileDir}`],
    cwd: ROOT,
    env: { ...process.env, CHALLENGE_STATION_DATA_DIR: dataDir },
  });
  const page = await app.firstWindow();
  const electronApp = app;

  await check('the kiosk shows its ready screen', async () => {
    await waitForText(page, 'How many words are challenged?');
    assert.match(await mainText(page), /Electron Test/u);
  });

  await check('a challenge reaches a verdict', async () => {
    await page.keyboard.press('1');
    for (const letter of 'cat') await page.keyboard.press(letter);
    await page.keyboard.press('Tab');
    await page.locator('.verdict--acceptable').waitFor();
    assert.match(await page.getByRole('status').innerText(), /^✔\s+ACCEPTABLE$/u);
  });

  await check('the window is a full-screen kiosk on the app page, devtools closed', async () => {
    const win = await kioskWindow(electronApp);
    assert.equal(win.count, 1);
    assert.equal(win.kiosk, true);
    assert.equal(win.fullScreen, true);
    assert.equal(win.devToolsOpened, false);
    assert.match(win.url, /^file:.*\/dist\/renderer\/index\.html$/u);
  });

  await check('the devtools keys open nothing', async () => {
    for (const key of ['F12', 'Control+Shift+KeyI', 'Control+Shift+KeyJ']) await page.keyboard.press(key);
    assert.equal((await kioskWindow(electronApp)).devToolsOpened, false);
  });

  await check('the page can neither navigate away nor open a window', async () => {
    const before = (await kioskWindow(electronApp)).url;
    await page.evaluate('window.__stayed = true; window.location.href = "https://example.com/";');
    const opened = await page.evaluate('window.open("https://example.com/") === null');
    assert.equal(opened, true, 'window.open returned a window');
    // Give a navigation that main failed to stop time to commit: it would replace the document and
    // lose the marker. (A settle, not a timed assertion.)
    await page.evaluate('new Promise((resolve) => setTimeout(resolve, 500))');
    assert.equal(await page.evaluate('window.__stayed === true'), true);
    const after = await kioskWindow(electronApp);
    assert.equal(after.url, before);
    assert.equal(after.count, 1);
    assert.equal(electronApp.windows().length, 1);
  });

  await check('the window refuses to close, from the page or from main', async () => {
    await page.evaluate('window.close()');
    await electronApp.evaluate(({ BrowserWindow }) => {
      BrowserWindow.getAllWindows()[0]?.close();
    });
    const win = await kioskWindow(electronApp);
    assert.equal(win.count, 1);
    assert.equal(win.destroyed, false);
  });

  await check('the console chord opens the PIN screen, and the PIN the console', async () => {
    await waitForText(page, 'How many words are challenged?');
    await page.keyboard.press('Control+Alt+Shift+KeyJ');
    await page.getByLabel('PIN', { exact: true }).fill(TEST_PIN);
    await page.keyboard.press('Enter');
    await page.getByRole('navigation', { name: 'Director pages' }).waitFor();
    await page.getByRole('button', { name: 'Lock', exact: true }).click();
    await waitForText(page, 'How many words are challenged?');
  });

  await app.close();
  app = undefined;
  const reopened = new Station({ dataDir });
  await check('the verdict is in the log', () => {
    const verdicts = [...reopened.log.entries()].filter((entry) => entry.kind === 'adjudication');
    assert.equal(verdicts.length, 1);
  });
  reopened.close();
  console.log(`test:electron: ${passed} checks passed in Electron (${binary}).`);
} finally {
  await app?.close();
  removeTempDir(dataDir);
  removeTempDir(profileDir);
}
