// A station that connects while the hub's nats-server reloads its users (a station invited or
// revoked, a limit reached) is admitted, not told it was revoked: nats-server 2.9 (Debian's) may
// refuse a new connection in the instant it swaps its users, so the station tries again briefly.
import { describe, expect, it } from 'vitest';
import { readJoinFile } from '../../electron/core/hall/wire/join-file.ts';
import { connectStation } from '../../electron/hall/station/station-connection.ts';
import { hubAdmits, killPid, NATS_SERVER } from '../support/hall/hall-fixture.ts';
import { useHallSuite } from '../support/hall/hub-suite.ts';
import { newStation } from '../support/hall/new-station.ts';

const { runningHub } = useHallSuite();

const reason = NATS_SERVER === null ? ' (skipped: nats-server is not installed)' : '';
describe.skipIf(NATS_SERVER === null)(`a station connecting while nats-server reloads${reason}`, () => {
  it('is admitted each time, never refused as revoked', async () => {
    const { root, hubDir, hub } = await runningHub('reload-admission');
    const { joinFile } = newStation(hubDir, root, 'A');
    await hubAdmits(joinFile);
    const file = readJoinFile(joinFile);
    const refused: string[] = [];
    for (let attempt = 0; attempt < 40; attempt += 1) {
      // SIGHUP is how the hub asks nats-server to reload its users.
      killPid(hub.natsPid(), 'SIGHUP');
      const nc = await connectStation(file, { name: 'reload probe' }).catch((error: unknown) => {
        refused.push(String(error));
        return null;
      });
      await nc?.close();
    }
    expect(refused).toEqual([]);
  }, 120_000);
});
