// One station's credentials in the wrong hands, for the hall bench's flood row (hall-flood-arm.ts):
//
//   node bench/junk-flood-load.ts JOIN_FILE COUNT
//
// Connects as the join file's station and publishes COUNT small malformed messages on its entry
// subject as fast as it can, as test/hall/hall-flood.test.ts's adversary does: plain publishes,
// flushed every 5,000 so that the client's buffer stays bounded. Once the server has them all,
// prints what it sent and in how long, as JSON, and exits.
import { readJoinFile } from '../electron/core/hall/wire/join-file.ts';
import { stationSubjects } from '../electron/core/hall/wire/hall-subjects.ts';
import { connectStation } from '../electron/hall/station/station-connection.ts';

/** Not an entry: no JSON, no message id. */
const JUNK = 'junk';
const FLUSH_EVERY = 5_000;

const [joinPath = '', countText = ''] = process.argv.slice(2);
const count = Number(countText);
if (joinPath === '' || !Number.isInteger(count) || count < 1) {
  console.error('usage: node bench/junk-flood-load.ts JOIN_FILE COUNT');
  process.exit(2);
}
const joinFile = readJoinFile(joinPath);
const nc = await connectStation(joinFile, { name: 'bench flood' });
const subject = stationSubjects(joinFile.hallId, joinFile.token).entries;
const start = performance.now();
for (let sent = 1; sent <= count; sent += 1) {
  nc.publish(subject, JUNK);
  if (sent % FLUSH_EVERY === 0) await nc.flush();
}
await nc.flush();
process.stdout.write(`${JSON.stringify({ sent: count, seconds: (performance.now() - start) / 1000 })}\n`);
await nc.close();
