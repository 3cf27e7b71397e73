// `challenge-station kiosk start|enable|disable`: the kiosk of an installed station (the Debian
// package) — the web station opened in Chromium in kiosk mode, as `npm start` runs it from a checkout
// without Electron — and an XDG autostart entry that starts it when this user logs in.
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { homedir } from 'node:os';
import { join, resolve } from 'node:path';
import { APP_ROOT, entryFile } from '../core/app-root.ts';
import type { Command } from 'commander';
import { COMMANDS } from './command-table.ts';
import { BROWSERS, missingPolicies, openKioskBrowser, policyDir } from '../../scripts/kiosk-browser.ts';
import { globalOptions } from './cli-context.ts';
import { EXIT } from './exit-codes.ts';
import { runKiosk, type KioskRunParts } from './kiosk-run.ts';

/** Why the kiosk is refused to root: the same reason `npm start` gives. */
export const KIOSK_ROOT_REFUSAL = [
  'The kiosk is refused to root. Chromium will not run as root with its sandbox on, and the station',
  'never turns the sandbox off: it is what keeps a compromised page inside the browser. Run this as the',
  'station\'s ordinary user (docs/DIRECTOR-GUIDE.md, "A station that boots into the kiosk").',
].join('\n');

/** The autostart entry's file name, in ~/.config/autostart. */
export const AUTOSTART_FILE = 'challenge-station-kiosk.desktop';

/** The user's XDG autostart folder. */
export function autostartDir(env: NodeJS.ProcessEnv = process.env): string {
  const config = env['XDG_CONFIG_HOME'];
  return join(config !== undefined && config !== '' ? config : join(homedir(), '.config'), 'autostart');
}

/**
 * One argument of a desktop entry's Exec key: quoted when it holds more than plain characters (the
 * characters `"`, `` ` ``, `$` and `\` escaped inside the quotes), then written as a string value
 * (each `\` doubled) with `%` as `%%`, so it reaches the program unchanged.
 */
export function execArgument(arg: string): string {
  const quoted = /^[\w./:=+,@-]+$/u.test(arg)
    ? arg
    : `"${arg.replaceAll(/["`$\\]/gu, (char) => `\\${char}`)}"`;
  return quoted.replaceAll('\\', '\\\\').replaceAll('%', '%%');
}

/** The command that runs this CLI: /usr/bin/challenge-station when installed, else the checkout's. */
function cliCommand(): string {
  return process.env['CHALLENGE_STATION_COMMAND'] ?? join(APP_ROOT, 'bin', 'challenge-station');
}

/** The autostart entry that runs `kiosk start` (on `dataDir` when it is not the default). */
export function autostartEntry(command: string, dataDir: string | undefined): string {
  const args = [command, 'kiosk', 'start', ...(dataDir === undefined ? [] : ['--data-dir', dataDir])];
  return [
    '[Desktop Entry]',
    'Type=Application',
    'Name=Challenge Station kiosk',
    'Comment=Starts the Challenge Station kiosk when this user logs in',
    `Exec=${args.map(execArgument).join(' ')}`,
    'Terminal=false',
    'X-GNOME-Autostart-enabled=true',
    '',
  ].join('\n');
}

function refuseRoot(): boolean {
  if (process.getuid?.() !== 0) return false;
  process.stderr.write(`${KIOSK_ROOT_REFUSAL}\n`);
  process.exitCode = EXIT.badInput;
  return true;
}

/** Runs the web station on the data folder and opens it in the first Chromium found. */
async function startKiosk(dataDir: string, openBrowser: boolean): Promise<void> {
  const write = (text: string) => process.stdout.write(text);
  process.exitCode = await runKiosk({
    startServer: () =>
      spawn(process.execPath, [entryFile('electron/web/web-station-main.ts'), '--data-dir', dataDir], {
        cwd: APP_ROOT,
        stdio: ['ignore', 'pipe', 'inherit'],
      }),
    openBrowser: openBrowser ? kioskBrowserOpener(write) : null,
    write,
  });
}

/** Opens the kiosk in the first Chromium found, saying what is missing; null when there is none. */
function kioskBrowserOpener(write: (text: string) => void): KioskRunParts['openBrowser'] {
  const browser = BROWSERS.find((path) => existsSync(path));
  if (browser === undefined) {
    write(
      'No Chromium here: install it (sudo apt install chromium) and start the kiosk again, or open the address above.\n',
    );
    return null;
  }
  const missing = missingPolicies(policyDir(browser));
  if (missing.length > 0) {
    write(
      `This browser lacks the kiosk policies (${missing.join(', ')}) in ${policyDir(browser)}: anyone at ` +
        'the keyboard may reach its developer tools. On a machine that is only a station, install the ' +
        'challenge-station-kiosk package; docs/SECURITY.md, "Chromium policies for a kiosk box", lists them.\n',
    );
  }
  return (url, onExit) => openKioskBrowser(browser, url, onExit);
}

/** Adds `kiosk start`, `kiosk enable`, `kiosk disable` and `kiosk check`. */
export function addKioskCommands(program: Command): void {
  const kiosk = program.command('kiosk').description(COMMANDS.kiosk.summary);

  kiosk
    .command('start')
    .description("run the kiosk: the station's screen in Chromium, full screen, on this user's data folder")
    .option('--no-browser', 'serve the station and print its address (good once) instead of opening Chromium')
    .action(async (options: { browser: boolean }, command: Command) => {
      if (options.browser && refuseRoot()) return;
      // The web station runs from the app's folder: a relative --data-dir is the user's, resolved here.
      await startKiosk(resolve(globalOptions(command).dataDir), options.browser);
    });

  kiosk
    .command('enable')
    .description('start the kiosk whenever this user logs in (an XDG autostart entry)')
    .action((_options: unknown, command: Command) => {
      if (refuseRoot()) return;
      // Resolved now: at login the entry runs from the home folder, not from where this was typed.
      const given = command.optsWithGlobals<{ dataDir?: string }>().dataDir;
      const explicit = given === undefined ? undefined : resolve(given);
      const dir = autostartDir();
      mkdirSync(dir, { recursive: true });
      const file = join(dir, AUTOSTART_FILE);
      writeFileSync(file, autostartEntry(cliCommand(), explicit));
      process.stdout.write(
        `The kiosk starts when this user logs in (${file}).\n` +
          'With automatic login, the machine boots into it: docs/DIRECTOR-GUIDE.md says how, and what that does not lock down.\n',
      );
    });

  kiosk
    .command('disable')
    .description('stop starting the kiosk when this user logs in')
    .action(() => {
      const file = join(autostartDir(), AUTOSTART_FILE);
      if (!existsSync(file)) {
        process.stdout.write('The kiosk was not set to start at login.\n');
        return;
      }
      rmSync(file);
      process.stdout.write(`The kiosk no longer starts when this user logs in (${file} removed).\n`);
    });

  kiosk
    .command('check')
    .description('say whether the station is locked down for the kiosk (challenge-station-kiosk)')
    .action(async () => {
      const { kioskCheck } = await import('./kiosk-check.ts');
      const lines = kioskCheck();
      for (const line of lines) process.stdout.write(`${line.ok ? 'ok  ' : 'NO  '} ${line.text}\n`);
      process.exitCode = lines.every((line) => line.ok) ? EXIT.ok : EXIT.kioskNotLocked;
    });
}
