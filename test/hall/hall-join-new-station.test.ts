// `hall join FILE --new-station` as a station's whole set-up from the command line,
// against a real hub (nats-server on loopback): the new station is named by its invitation, and,
// like `hall sync`, waits for the hall's list and settings and says what it received — exit 0 when
// it holds the designated list (or none was designated), 28 when it did not arrive in time. A
// station that already has a name keeps it. No import and no setting typed at the station.
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { EXIT } from '../../electron/cli/exit-codes.ts';
import { exportJsonl, expectedFingerprint, runCli } from '../cli/run-cli.ts';
import {
  freePort,
  hubAdmits,
  NATS_SERVER,
  unreachableJoinFile,
  type HubProcess,
} from '../support/hall/hall-fixture.ts';
import { useHallSuite } from '../support/hall/hub-suite.ts';
import { makeTempDir, removeTempDir } from '../support/temp-dir.ts';
import { until } from '../support/until.ts';

const { cleanups, startHub } = useHallSuite();

/** The hall's list: ZZZQ is on it and on no list a station holds by itself. */
const CLUB = ['QI', 'ZA', 'CAT', 'DOGS', 'ZZZQ'];

function folder(): string {
  const root = makeTempDir('hall-join-new');
  cleanups.push(() => removeTempDir(root));
  return root;
}

/** A running hub in `root`/hub; with `list`, it imported CLUB, designated it and set round 3 (JB). */
async function runningHub(root: string, list: boolean): Promise<string> {
  const hubDir = join(root, 'hub');
  if (list) {
    const words = join(root, 'club.txt');
    writeFileSync(words, `${CLUB.join('\n')}\n`);
    for (const step of [
      ['hall', 'lexicon', 'import', words, '--name', 'CLUB'],
      ['hall', 'designate', expectedFingerprint(CLUB).slice(0, 8), '--by', 'JB'],
      ['hall', 'set', 'round', '3', '--by', 'JB'],
      ['hall', 'set', 'rule', 'points:10', '--by', 'AB'],
    ]) {
      const result = runCli(hubDir, ...step);
      expect(result.status, `${step.join(' ')}: ${result.stderr}`).toBe(EXIT.ok);
    }
  }
  const hub = startHub(hubDir, await freePort());
  hubs.set(hubDir, hub);
  await hub.waitFor(list ? "carrying the hall's list CLUB" : 'is running');
  return hubDir;
}

/** The hubs running, by their folders. */
const hubs = new Map<string, HubProcess>();

function hub(hubDir: string): HubProcess {
  const running = hubs.get(hubDir);
  if (running === undefined) throw new Error(`no hub runs in ${hubDir}`);
  return running;
}

/** What the test reads of a station's row in `hall status --json`. */
interface StatusRow {
  readonly upToDate: boolean;
  readonly behind: number;
  readonly verified: { readonly seq: number; readonly hash: string } | null;
  readonly stationHead: { readonly seq: number; readonly hash: string } | null;
  readonly hall: { readonly list: { readonly state: string } } | null;
}

/**
 * An invitation for `name` from the running hub at `hubDir`, its join file in `root`, once the hub
 * lets it in (a running hub applies an invitation within a second).
 */
async function invite(root: string, hubDir: string, name: string): Promise<string> {
  const file = join(root, `${name}.join`);
  const invited = runCli(hubDir, 'hall', 'invite', name, '--out', file);
  expect(invited.status, invited.stderr).toBe(EXIT.ok);
  await hubAdmits(file);
  return file;
}

interface JoinJson {
  readonly calledHere: string;
  readonly named: boolean;
  readonly hallList: { state: string; name?: string; fingerprint?: string } | null;
  readonly hallSettings: { name: string; value: unknown; by: string }[];
}

const reason = NATS_SERVER === null ? ' (skipped: nats-server is not installed)' : '';
describe.skipIf(NATS_SERVER === null)(`hall join --new-station${reason}`, () => {
  it('makes a station named by its invitation that holds the hall’s list and settings, and judges on it', async () => {
    const root = folder();
    const hubDir = await runningHub(root, true);
    const file = await invite(root, hubDir, 'Station 5');
    const dataDir = join(root, 'fresh');

    const joined = runCli(dataDir, 'hall', 'join', file, '--new-station');
    expect(joined.status, joined.stderr).toBe(EXIT.ok);
    const club = expectedFingerprint(CLUB);
    expect(joined.stdout).toContain('The station is named "Station 5", as the invitation names it.');
    expect(joined.stdout).toContain(
      `The hall's list CLUB (${club.slice(0, 8)}) is installed here and offered first.`,
    );
    expect(joined.stdout).toContain(
      "The hall's settings applied here: round 3 (set by JB), rule 10 points per word (set by AB).",
    );
    // The hub's card shows it holds the hall's list, as of the join.
    expect(runCli(hubDir, 'hall', 'status').stdout).toContain(
      `hall's list: ✓ received CLUB (${club.slice(0, 8)})`,
    );

    // Nothing imported and nothing set at the station: it judges on the hall's list, in the hall's round.
    expect(runCli(dataDir, 'judge', 'ZZZQ', '--table', '4').status).toBe(EXIT.acceptable);
    const entries = exportJsonl(dataDir);
    expect(entries.find((entry) => entry.kind === 'adjudication')).toMatchObject({
      words: ['ZZZQ'],
      lexicon: 'CLUB',
      fingerprint: club,
      round: 3,
    });
    expect(JSON.parse(runCli(dataDir, '--json', 'station', 'show').stdout)).toMatchObject({
      name: 'Station 5',
    });
    const events = entries.flatMap((entry) => (entry.kind === 'event' ? [entry.action] : []));
    expect(events).toEqual(
      expect.arrayContaining(['hall-joined', 'station-renamed', 'lexicon-received', 'settings-changed']),
    );
  }, 90_000);

  it('leaves the hub showing the list it holds after every sync, and a setting it applies published in the same sync', async () => {
    const root = folder();
    const hubDir = await runningHub(root, true);
    const file = await invite(root, hubDir, 'Station 4');
    const dataDir = join(root, 'fresh');
    expect(runCli(dataDir, 'hall', 'join', file, '--new-station').status).toBe(EXIT.ok);
    const club = `CLUB (${expectedFingerprint(CLUB).slice(0, 8)})`;
    const row = () =>
      (JSON.parse(runCli(hubDir, '--json', 'hall', 'status').stdout) as { stations: StatusRow[] })
        .stations[0];

    // A sync with nothing of the hall's to take: its last state, a moment after its first, still
    // tells the hub the list the station holds, and its health.
    for (let sync = 0; sync < 2; sync += 1) {
      const synced = runCli(dataDir, 'hall', 'sync');
      expect(synced.status, synced.stderr).toBe(EXIT.ok);
      expect(synced.stdout).toContain(`The hall's list ${club} is installed here and offered first.`);
      const status = runCli(hubDir, 'hall', 'status').stdout;
      expect(status).toContain(`hall's list: ✓ received ${club}`);
      expect(status).toContain('recording: ✓ records');
      expect(row()).toMatchObject({ upToDate: true, behind: 0, hall: { list: { state: 'received' } } });
    }

    // A setting the hall sets afterwards: one sync applies it, logs it and publishes that entry too.
    const carriedBefore = hub(hubDir).output().length;
    expect(runCli(hubDir, 'hall', 'set', 'round', '4', '--by', 'JB').status).toBe(EXIT.ok);
    await until(
      () => hub(hubDir).output().slice(carriedBefore).includes("carrying the hall's settings"),
      'the hub carried round 4',
    );
    const before = row()?.verified?.seq ?? 0;
    expect(runCli(dataDir, 'hall', 'sync').status).toBe(EXIT.ok);
    const after = row();
    expect(after?.verified?.seq).toBe(before + 1);
    expect(after).toMatchObject({ upToDate: true, behind: 0, stationHead: after?.verified });
    expect(runCli(hubDir, 'hall', 'status').stdout).toContain(`hall's list: ✓ received ${club}`);
  }, 120_000);

  it('says the same in JSON, and a station that has a name keeps it; one never named takes the invitation’s', async () => {
    const root = folder();
    const hubDir = await runningHub(root, true);

    // Named by its director before: it keeps its name, and still takes the hall's list.
    const named = join(root, 'named');
    expect(runCli(named, 'station', 'name', 'Desk A').status).toBe(EXIT.ok);
    const keeps = runCli(
      named,
      '--json',
      'hall',
      'join',
      await invite(root, hubDir, 'Station 6'),
      '--new-station',
    );
    expect(keeps.status, keeps.stderr).toBe(EXIT.ok);
    expect(JSON.parse(keeps.stdout) as JoinJson).toMatchObject({
      calledHere: 'Desk A',
      named: false,
      hallList: { state: 'received', name: 'CLUB', fingerprint: expectedFingerprint(CLUB) },
      hallSettings: [
        { name: 'round', value: 3, by: 'JB' },
        { name: 'rule', value: { kind: 'points', points: 10 }, by: 'AB' },
      ],
    });

    // A station used from the command line, never named: it is called by the invitation now.
    const unnamed = join(root, 'unnamed');
    expect([EXIT.acceptable, EXIT.unacceptable]).toContain(
      runCli(unnamed, 'judge', 'QI', '--table', '1').status,
    );
    const takes = runCli(
      unnamed,
      '--json',
      'hall',
      'join',
      await invite(root, hubDir, 'Station 7'),
      '--new-station',
    );
    expect(takes.status, takes.stderr).toBe(EXIT.ok);
    expect(JSON.parse(takes.stdout) as JoinJson).toMatchObject({ calledHere: 'Station 7', named: true });
  }, 90_000);

  it('exits 28 when the hall’s list cannot be taken in time, and 0 when the hall designated none', async () => {
    const root = folder();
    const withList = await runningHub(root, true);
    // A station that holds another list named CLUB (last year's edition) refuses the hall's under that name.
    const clash = join(root, 'clash');
    const lastYear = join(root, 'last-year.txt');
    writeFileSync(lastYear, 'QI\nZA\nXU\n');
    expect(runCli(clash, 'lexicon', 'import', lastYear, '--name', 'CLUB').status).toBe(EXIT.ok);
    const refused = runCli(
      clash,
      'hall',
      'join',
      await invite(root, withList, 'Station 8'),
      '--new-station',
      '--timeout',
      '3',
    );
    expect(refused.status, refused.stdout).toBe(EXIT.hallListNotReceived);
    expect(refused.stdout).toContain(
      `The hall's list CLUB (${expectedFingerprint(CLUB).slice(0, 8)}) was not installed: `,
    );
    // Joined all the same, and the hall's settings applied: only the list is missing.
    expect(refused.stdout).toContain('Joined the hall "Test Hall" as "Station 8"');
    expect(refused.stdout).toContain("The hall's settings applied here: round 3 (set by JB)");

    const other = folder();
    const noList = await runningHub(other, false);
    const none = runCli(
      join(other, 'data'),
      'hall',
      'join',
      await invite(other, noList, 'Station 9'),
      '--new-station',
    );
    expect(none.status, none.stderr).toBe(EXIT.ok);
    expect(none.stdout).toContain('The hall has designated no list: the station keeps its own.');
  }, 90_000);

  it('joins all the same when the hub cannot be reached, and says the list and settings were not received', async () => {
    const root = folder();
    const file = await unreachableJoinFile(root, 'Station 10');
    const joined = runCli(join(root, 'data'), 'hall', 'join', file, '--new-station');
    expect(joined.status, joined.stderr).toBe(EXIT.ok);
    expect(joined.stdout).toContain('The station is named "Station 10"');
    expect(joined.stdout).toContain("The hall's list and settings were not received now");
  });
});
