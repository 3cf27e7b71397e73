// The skeleton of the hall view's end-to-end tests: a real hub (`hall start` with its nats-server)
// whose view Chromium opens, fed by stations each in its own process
// (test/support/hall/view-station.ts) that a test drives one command line at a time. Each test file
// keeps its own event (names, lists, settings); what every one of them does alike is here.
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { build } from 'vite';
import { afterAll, afterEach, beforeAll, describe, expect } from 'vitest';
import { PROJECT_DIR, runCli } from '../cli/run-cli.ts';
import { NATS_SERVER, stopHubAndServer, type HubProcess } from '../support/hall/hall-fixture.ts';
import { CHROMIUM_PATH } from '../support/kiosk-fixture.ts';
import { removeTempDir } from '../support/temp-dir.ts';
import { until } from '../support/until.ts';

/** What a hall view test lacks on the machine running it (nats-server, Chromium), each named. */
const MISSING: readonly string[] = [
  ...(NATS_SERVER === null ? ['no nats-server'] : []),
  ...(existsSync(CHROMIUM_PATH) ? [] : [`no Chromium at ${CHROMIUM_PATH}`]),
];

/**
 * A hall view suite, skipped where nats-server or Chromium is missing (its title then names what
 * is, and the summary reporter prints it: test/summary-reporter.ts). The view's page is built
 * first, so that the hub serves what the source says now.
 */
export function describeHallView(title: string, suite: () => void): void {
  const missing = MISSING.length === 0 ? '' : ` (skipped: ${MISSING.join(', ')})`;
  describe.skipIf(MISSING.length > 0)(`${title}${missing}`, () => {
    beforeAll(async () => {
      await build({ configFile: join(PROJECT_DIR, 'vite.hall-view.config.ts'), logLevel: 'error' });
    });
    suite();
  });
}

/** Waits until `what` holds; gives up after `timeoutMs` showing the hub's output. */
export type UntilSeen = (what: () => boolean, label: string, timeoutMs?: number) => Promise<void>;

/**
 * The wait every step of a hall view test makes: polled often, for a screen that changes fast, and
 * showing what the hub said when it gives up (`hub` is read then: it is started after this is made).
 */
export function untilSeenBy(hub: () => HubProcess | undefined): UntilSeen {
  return (what, label, timeoutMs = 20_000) =>
    until(what, label, { timeoutMs, intervalMs: 50, state: () => hub()?.output() ?? '' });
}

/**
 * Invites station `name` at the hub in `hubDir` with the CLI, writing its join file to `joinFile`
 * with `server` as the address stations reach; fails the set-up, saying why, when it is refused.
 */
export function inviteStation(hubDir: string, name: string, joinFile: string, server: string): void {
  const invited = runCli(hubDir, 'hall', 'invite', name, '--out', joinFile, '--server', server);
  expect(invited.status, invited.stderr).toBe(0);
}

/**
 * Sets a station up from the command line as a director would: imports `list` as `listName` (with
 * `importOptions`, such as --alphabet) and joins the hall with `joinFile`; fails the set-up, saying
 * why, when either is refused.
 */
export function joinWithList(
  dataDir: string,
  joinFile: string,
  list: string,
  listName: string,
  importOptions: readonly string[] = [],
): void {
  const imported = runCli(dataDir, 'lexicon', 'import', list, '--name', listName, ...importOptions);
  expect(imported.status, imported.stderr).toBe(0);
  const joined = runCli(dataDir, 'hall', 'join', joinFile);
  expect(joined.status, joined.stderr).toBe(0);
}

/** Waits for the started hub to say where its hall view is, and answers that address. */
export async function hallViewUrl(hub: HubProcess): Promise<string> {
  const said = /hall view: open (\S+)/u;
  await hub.waitFor(said);
  return said.exec(hub.output())?.[1] ?? '';
}

/** A station's process, joined to the hall, doing what its stdin says. */
export interface ViewStation {
  readonly process: ChildProcess;
  /** Waits until the process runs, ready for its first line. */
  readonly ready: () => Promise<void>;
  /**
   * Sends one command line (see test/support/hall/view-station.ts) and waits until the station has
   * done it; answers the seq of the entry it judged, or null for a line that judged no play.
   */
  readonly tell: (line: string) => Promise<number | null>;
}

/**
 * Starts the station process for `dataDir` (joined already); `name` labels its waits. Answered at
 * once, before it is ready, so that a set-up that fails later still has it to kill.
 */
export function startViewStation(dataDir: string, name: string, untilSeen: UntilSeen): ViewStation {
  const child = spawn(process.execPath, ['test/support/hall/view-station.ts', dataDir], {
    cwd: PROJECT_DIR,
    stdio: ['pipe', 'pipe', 'inherit'],
  });
  let text = '';
  child.stdout.on('data', (chunk: Buffer) => (text += chunk.toString()));
  return {
    process: child,
    ready: () => untilSeen(() => text.includes('ready'), `${name} ready`),
    tell: async (line) => {
      const before = text.length;
      child.stdin.write(`${line}\n`);
      await untilSeen(() => text.slice(before).includes('done'), `${name}: ${line}`);
      const seq = /seq (\d+)/u.exec(text.slice(before))?.[1];
      return seq === undefined ? null : Number(seq);
    },
  };
}

/** What a hall view suite leaves running, as it stands when the suite ends; any may not have started. */
export interface HallViewEvent {
  readonly browser: Browser | undefined;
  /** The page the director looks at; read only when a test fails. */
  readonly page: Page;
  readonly stations: Iterable<ViewStation | undefined>;
  readonly hub: HubProcess | undefined;
  /** The suite's temporary folder, '' when not made. */
  readonly root: string;
}

/**
 * Registers the suite's ends: when a test fails, prints what the director saw on the page then;
 * after the suite, closes the browser, kills the stations, stops the hub and its server, and
 * removes the folder. `event` is read each time, as the suite's set-up has left it.
 */
export function afterHallViewSuite(event: () => HallViewEvent): void {
  afterEach(async (context) => {
    if (context.task.result?.state === 'fail') console.info(await event().page.locator('body').innerText());
  });
  afterAll(async () => {
    const { browser, stations, hub, root } = event();
    await browser?.close();
    for (const station of stations) station?.process.kill('SIGKILL');
    if (hub !== undefined) await stopHubAndServer(hub);
    if (root !== '') removeTempDir(root);
  });
}
