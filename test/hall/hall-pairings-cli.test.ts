// `hall pairings` as a director types it: an event folder's config.tsh read and shown, each way a
// file can fail with its own exit code (the hub keeping what it held), a round that goes back
// carried and said, players added said, a hostile name shown and never obeyed, and the pairings
// kept in the hub's folder carried by a hub started later.
import { appendFileSync, cpSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { generatedTourneyJs } from '../../bench/tsh-generated-event.ts';
import { EXIT } from '../../electron/cli/exit-codes.ts';
import { runCli } from '../cli/run-cli.ts';
import { freePort, NATS_SERVER } from '../support/hall/hall-fixture.ts';
import { useHallSuite } from '../support/hall/hub-suite.ts';
import { makeTempDir, removeTempDir } from '../support/temp-dir.ts';

const { cleanups, startHub } = useHallSuite();

/** A folder with a hub made in `hub` (an invitation makes its store) and TSH's fixture event copied in. */
function hubFolder(): { root: string; hubDir: string } {
  const root = makeTempDir('hall-pairings-cli');
  cleanups.push(() => removeTempDir(root));
  const hubDir = join(root, 'hub');
  expect(runCli(hubDir, 'hall', 'invite', 'Station 1', '--out', join(root, 's1.join')).status).toBe(EXIT.ok);
  cpSync(join('test', 'core', 'tsh', 'fixtures', 'event'), join(root, 'event'), { recursive: true });
  return { root, hubDir };
}

const reason = NATS_SERVER === null ? ' (skipped: nats-server is not installed)' : '';
describe.skipIf(NATS_SERVER === null)(`hall pairings${reason}`, () => {
  it('reads an event folder, shows it, and refuses each bad file with its own exit code', () => {
    const { root, hubDir } = hubFolder();
    expect(runCli(hubDir, 'hall', 'pairings').status).toBe(EXIT.hallNoPairings);
    const config = join(root, 'event', 'config.tsh');
    const taken = runCli(hubDir, 'hall', 'pairings', config);
    expect(taken.status, taken.stderr).toBe(EXIT.ok);
    expect(taken.stdout).toContain('(event folder): A round 3, B round 2');
    const shown = runCli(hubDir, 'hall', 'pairings');
    expect(shown.stdout).toContain('Division A: 6 players, current round 3');
    expect(shown.stdout).toContain('table 11: Müller, Anna (1) – Quill, Cora (3)');
    const json = JSON.parse(runCli(hubDir, '--json', 'hall', 'pairings').stdout) as {
      divisions: { name: string; round: number; games: { table: string }[] }[];
    };
    expect(json.divisions.map((division) => [division.name, division.round])).toEqual([
      ['A', 3],
      ['B', 2],
    ]);

    const missing = runCli(hubDir, 'hall', 'pairings', join(root, 'nowhere.js'));
    expect(missing.status).toBe(EXIT.pairingsNoFile);
    expect(missing.stderr).toContain('no such file');
    writeFileSync(join(root, 'notes.txt'), 'round 5 starts at 14:00\n');
    expect(runCli(hubDir, 'hall', 'pairings', join(root, 'notes.txt')).status).toBe(EXIT.pairingsUnknownForm);
    const tourney = join(root, 'tourney.js');
    const text = generatedTourneyJs(8, 4, 100);
    writeFileSync(tourney, text.slice(0, text.length / 2));
    const cut = runCli(hubDir, 'hall', 'pairings', tourney);
    expect(cut.status).toBe(EXIT.pairingsCutOff);
    expect(cut.stderr).toContain('cut off');
    writeFileSync(tourney, `${text}\n//${' '.repeat(5 * 1024 * 1024)}`);
    expect(runCli(hubDir, 'hall', 'pairings', tourney).status).toBe(EXIT.pairingsTooLarge);
    appendFileSync(join(root, 'event', 'a.t'), 'Broken\n');
    const line = runCli(hubDir, 'hall', 'pairings', config);
    expect(line.status).toBe(EXIT.pairingsSyntax);
    expect(line.stderr).toMatch(/a\.t line \d+/u);
    // Nothing refused replaced what the hub held.
    expect(runCli(hubDir, 'hall', 'pairings').stdout).toContain('Division A: 6 players, current round 3');
  }, 120_000);

  it('carries a round that went back and says so, says players added, and shows a hostile name inert', () => {
    const { root, hubDir } = hubFolder();
    const tourney = join(root, 'tourney.js');
    writeFileSync(tourney, generatedTourneyJs(8, 5, 100));
    expect(runCli(hubDir, 'hall', 'pairings', tourney).status).toBe(EXIT.ok);
    writeFileSync(tourney, generatedTourneyJs(8, 4, 100));
    const back = runCli(hubDir, 'hall', 'pairings', tourney);
    expect(back.status).toBe(EXIT.pairingsRoundBack);
    expect(back.stdout).toContain("division A's round went back from 5 to 4");
    writeFileSync(tourney, generatedTourneyJs(10, 4, 100));
    const added = runCli(hubDir, 'hall', 'pairings', tourney);
    expect(added.status).toBe(EXIT.ok);
    expect(added.stdout).toContain('division A has 2 player(s) added (numbers 9–10)');
    const hostile = generatedTourneyJs(8, 4, 100).replace(
      'Player01, Invented',
      String.raw`Evil\u001b[2J\u202eName`,
    );
    writeFileSync(tourney, hostile);
    expect(runCli(hubDir, 'hall', 'pairings', tourney).status).toBe(EXIT.ok);
    const shown = runCli(hubDir, 'hall', 'pairings').stdout;
    expect(shown).toContain('Evil');
    expect(shown).not.toContain('\u001b');
    expect(shown).not.toContain('\u202e');
  }, 120_000);

  it('keeps the pairings in the hub’s folder: a hub started later carries them', async () => {
    const { root, hubDir } = hubFolder();
    const tourney = join(root, 'tourney.js');
    writeFileSync(tourney, generatedTourneyJs(8, 4, 100));
    const stored = runCli(hubDir, 'hall', 'pairings', tourney, '--follow');
    expect(stored.stdout).toContain('it carries them to every station when it starts');
    const hub = startHub(hubDir, await freePort());
    await hub.waitFor('carrying the pairings of tourney.js to every station (A round 4)');
    writeFileSync(tourney, generatedTourneyJs(8, 5, 100));
    await hub.waitFor('carrying the pairings of tourney.js to every station (A round 5)');
    expect(readFileSync(tourney, 'utf8')).toContain('newt=');
  }, 120_000);
});
