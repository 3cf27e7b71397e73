// `npm run bench:soak-hall [-- --minutes M --stations N --seed S --fault-seconds A,B --silence-after T
// --baseline-minutes B0]`:
// the hall on a bad network for a
// while (test/support/netns/hall-soak.ts). N stations (5) each in a network namespace of its own judge
// one challenge a second while a random fault from the harness's list (a pulled cable, packets dropped
// one way or both, 5% or 30% loss, a 256 kbit/s link, the hub asleep) hits a random machine every few
// seconds, for M minutes (10; 60 for the hour); then everything heals and the hub catches up. Prints
// the entries judged and at the hub, lost, doubled, the hub's "verdict differs", the faults by kind,
// the catch-up after the last heal, and the CPU of the hall processes, the hub and its nats-server;
// and the hub's alerts of reach against the faults (soak-alerts.ts): every station cut off past the
// hub's threshold (T s, 10; the hub's own default is 20) named unreachable once, none named without a
// fault, every one cleared. Faults last A to B s (2 to 30: some outlast the threshold). And how long
// a play takes to judge and record at the stations: for `--baseline-minutes` (1) before the first
// fault, the baseline beside it, then during the faults (the hall must never slow a verdict).
// Exits 1 when anything was lost, doubled or differs, or an alert rule failed. Needs root, `ip`, `tc` and `nft`, as the hall
// tests on a namespaced network do.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import {
  killPid,
  NATS_SERVER,
  natsServersOf,
  startHubProcess,
  type HubProcess,
} from '../test/support/hall/hall-fixture.ts';
import { soakHall, SOAK_FAULTS } from '../test/support/netns/hall-soak.ts';
import { NETNS_UNAVAILABLE } from '../test/support/netns/netns-commands.ts';
import { NetnsHall } from '../test/support/netns/netns-hall.ts';
import { startNetnsHall } from '../test/support/netns/netns-hall-start.ts';

const { values } = parseArgs({
  options: {
    minutes: { type: 'string', default: '10' },
    stations: { type: 'string', default: '5' },
    seed: { type: 'string', default: String(Date.now() % 1_000_000) },
    'fault-seconds': { type: 'string', default: '2,30' },
    'silence-after': { type: 'string', default: '10' },
    'baseline-minutes': { type: 'string', default: '1' },
  },
});
if (NETNS_UNAVAILABLE !== null || NATS_SERVER === null) {
  console.log(`Hall soak skipped: ${NETNS_UNAVAILABLE ?? 'nats-server is not installed'}.`);
  process.exit(0);
}
const minutes = Number(values.minutes);
const stations = Number(values.stations);
const seed = Number(values.seed);
const [faultLeast = 2, faultMost = 30] = values['fault-seconds'].split(',').map(Number);
const silenceAfter = Number(values['silence-after']);

const work = mkdtempSync(join(tmpdir(), 'challenge-station-soak-hall-'));
const net = new NetnsHall();
const cleanups: (() => Promise<void> | void)[] = [];
const hubs: HubProcess[] = [];
const hubDir = join(work, 'hub');
const startHub: typeof startHubProcess = (...args) => {
  const hub = startHubProcess(...args);
  hubs.push(hub);
  return hub;
};
// 0 once the figures are in and hold: an error before that fails the soak too.
process.exitCode = 1;
try {
  const run = await startNetnsHall(
    net,
    work,
    { startHub, cleanups },
    { hubOptions: ['--silence-after', String(silenceAfter)] },
  );
  console.log(
    `Soak: ${stations} stations, ${minutes} min, seed ${seed}, faults ${faultLeast}–${faultMost} s, silence after ${silenceAfter} s`,
  );
  const figures = await soakHall(run, {
    stations,
    seconds: minutes * 60,
    seed,
    faultSeconds: [faultLeast, faultMost],
    baselineSeconds: Number(values['baseline-minutes']) * 60,
    unreachableSeconds: Math.min(silenceAfter, 20),
    exportTo: join(work, 'export'),
    log: (line) => console.log(`  ${new Date().toISOString().slice(11, 19)}  ${line}`),
  });
  const percent = (share: number): string => `${(share * 100).toFixed(2)}%`;
  console.log(`entries judged            ${figures.judged}`);
  console.log(`at the hub                ${figures.atHub}`);
  console.log(`lost                      ${figures.lost}`);
  console.log(`doubled                   ${figures.doubled}`);
  console.log(`stray / wrong head        ${figures.stray} / ${figures.wrongHead}`);
  console.log(`verdict differs           ${figures.differing}`);
  console.log(`faults injected           ${figures.records.length}`);
  for (const fault of SOAK_FAULTS) console.log(`  ${fault.padEnd(24)}${figures.faults[fault]}`);
  console.log(`reach alerts raised       ${figures.alerts.raised}`);
  console.log(`long cuts named           ${figures.alerts.longCutsNamed} of ${figures.alerts.longCuts}`);
  for (const problem of figures.alerts.problems) console.log(`  ALERT RULE: ${problem}`);
  const { baseline, faulted } = figures.judgeMs;
  console.log(
    `a play judged, p50 / p99  before the faults ${baseline.p50.toFixed(2)} / ${baseline.p99.toFixed(2)} ms (${baseline.count}); ` +
      `during them ${faulted.p50.toFixed(2)} / ${faulted.p99.toFixed(2)} ms (${faulted.count}); ` +
      `p99 ratio ${(faulted.p99 / baseline.p99).toFixed(2)}`,
  );
  console.log(`catch-up after last heal  ${figures.catchUpSeconds.toFixed(1)} s`);
  console.log(
    `CPU, share of one core    hall process (mean) ${percent(figures.cpu.hallProcess)}; ` +
      `hub ${percent(figures.cpu.hub)}; nats-server ${percent(figures.cpu.natsServer)}`,
  );
  const failed =
    figures.lost + figures.doubled + figures.stray + figures.wrongHead + figures.differing > 0 ||
    figures.atHub !== figures.judged ||
    figures.alerts.problems.length > 0;
  if (failed) console.log(`FAILED: something was lost, doubled, differs or misnamed (seed ${seed})`);
  process.exitCode = failed ? 1 : 0;
} finally {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
  for (const hub of hubs) {
    killPid(hub.child.pid ?? 0, 'SIGCONT');
    await hub.stop();
  }
  for (const pid of natsServersOf(hubDir)) killPid(pid);
  net.teardown();
  rmSync(work, { recursive: true, force: true });
}
// The hall's processes are gone; a straggling handle must not keep the bench from ending.
process.exit();
