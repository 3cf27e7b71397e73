// `hall set` and `hall designate` write the hub's store; what they then tell the director about the
// stations must be true: carried now when a hub runs on the folder, else when it starts.
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { EXIT } from '../../electron/cli/exit-codes.ts';
import { runCli } from '../cli/run-cli.ts';
import { freePort } from '../support/hall/hall-fixture.ts';
import { useHallSuite } from '../support/hall/hub-suite.ts';
import { makeTempDir, removeTempDir } from '../support/temp-dir.ts';

const { cleanups, startHub } = useHallSuite();

function hubWithList(): string {
  const root = makeTempDir('hall-carry-notice');
  cleanups.push(() => removeTempDir(root));
  const hubDir = join(root, 'hub');
  const file = join(root, 'club.txt');
  writeFileSync(file, 'QI\nZA\nCAT\n');
  expect(runCli(hubDir, 'hall', 'lexicon', 'import', file, '--name', 'CLUB').status).toBe(EXIT.ok);
  return hubDir;
}

describe('what `hall set` and `hall designate` say the hub does with the change', () => {
  it('says the change is stored until the hub starts when none runs, and carried now when it runs', async () => {
    const hubDir = hubWithList();
    const set = runCli(hubDir, 'hall', 'set', 'round', '3', '--by', 'JB');
    expect(set.status).toBe(EXIT.ok);
    expect(set.stdout).toContain(
      `Stored: no hub is running on ${hubDir}; it carries it to every station when it starts (hall start).`,
    );
    expect(set.stdout).not.toContain('The running hub');
    const designated = runCli(hubDir, 'hall', 'designate', 'CLUB', '--by', 'JB');
    expect(designated.status).toBe(EXIT.ok);
    expect(designated.stdout).toContain(`Stored: no hub is running on ${hubDir}; it carries the list`);

    const hub = startHub(hubDir, await freePort());
    await hub.waitFor('is running');
    const setRunning = runCli(hubDir, 'hall', 'set', 'round', '4', '--by', 'JB');
    expect(setRunning.status).toBe(EXIT.ok);
    expect(setRunning.stdout).toContain('The running hub carries it to every station within seconds.');
    const designatedRunning = runCli(hubDir, 'hall', 'designate', 'CLUB', '--by', 'AB');
    expect(designatedRunning.status).toBe(EXIT.ok);
    expect(designatedRunning.stdout).toContain(
      'The running hub carries the list to every station within seconds.',
    );

    // Stopped, the hub holds its folder no more.
    await hub.stop();
    expect(runCli(hubDir, 'hall', 'set', 'round', '5', '--by', 'JB').stdout).toContain(
      'Stored: no hub is running',
    );
  });
});
