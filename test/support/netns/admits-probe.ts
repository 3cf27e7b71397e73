// Run inside a station's namespace (netns-hall-suite.ts): exits 0 once the hub's nats-server takes
// the credentials of the join file argv[2], as hubAdmits waits for on loopback; 1 if it never does.
import { hubAdmits } from '../hall/hall-fixture.ts';

try {
  await hubAdmits(process.argv[2] ?? '', undefined, Number(process.argv[3] ?? '20000'));
  process.exit(0);
} catch (error) {
  process.stderr.write(`${(error as Error).message}\n`);
  process.exit(1);
}
