// The hall bench's flood: what it says it sent and what the stream took are what the stream holds
// of the flooding station, past its cap the rest refused; and its block ends only once the hub has
// settled all of it, so the next block starts with a quiet hub. Against a real hub on loopback.
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { connectAsHub, floodHub, hallFloodArm } from '../../bench/hall-flood-arm.ts';
import { readJoinFile } from '../../electron/core/hall/wire/join-file.ts';
import { runCli } from '../cli/run-cli.ts';
import { freePort, hubAdmits, NATS_SERVER } from '../support/hall/hall-fixture.ts';
import { useHallSuite } from '../support/hall/hub-suite.ts';
import { makeTempDir, removeTempDir } from '../support/temp-dir.ts';

const { cleanups, startHub } = useHallSuite();

describe.skipIf(NATS_SERVER === null)('the hall bench’s flood', () => {
  it('counts what the stream took of it, and ends its block once the hub has settled it', async () => {
    const root = makeTempDir('hall-flood-arm-');
    cleanups.push(() => removeTempDir(root));
    const hubDir = join(root, 'hub');
    const port = await freePort();
    const hub = startHub(hubDir, port, ['--max-entries-per-station', '1000']);
    await hub.waitFor('is running');
    const file = join(root, 'flood.join');
    expect(runCli(hubDir, 'hall', 'invite', 'Flood', '--out', file).status).toBe(0);
    await hubAdmits(file);
    const nc = await connectAsHub(hubDir, port);
    cleanups.push(() => nc.close());
    const floodOf = floodHub(nc);

    const { arm, flooded, unsettled } = hallFloodArm({
      joinFiles: [file],
      count: 1_500,
      core: null,
      hub: floodOf,
    });
    await arm.start?.();
    expect(flooded.sent).toEqual([1_500]);
    expect(flooded.seconds[0]).toBeGreaterThan(0);
    await arm.stop?.();

    // The cap of 1,000 taken, the other 500 refused; nothing left for the hub.
    expect(flooded.stored).toEqual([1_000]);
    expect(await floodOf.stored(readJoinFile(file))).toBe(1_000);
    expect(await floodOf.unsettled(readJoinFile(file))).toBe(0);
    expect(await unsettled()).toBe(0);
    expect(flooded.settleSeconds).toHaveLength(1);
    // One station a block: a second block has none left to flood with.
    await expect(arm.start?.()).rejects.toThrow(/no station left/u);
  }, 120_000);
});
