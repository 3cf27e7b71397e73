// The network fault harness itself (test/support/netns/): two machines on the hall's network reach
// each other, and each fault does what it says and heals — a TCP connection from one machine to the
// other is made, refused for a pulled cable or silently dropped packets, and made again once healed.
// Skipped with one line naming why where the harness cannot run (no root, no `ip`, no nft).
import { spawn } from 'node:child_process';
import { afterEach, describe, expect, it } from 'vitest';
import { hasNetem, NETNS_UNAVAILABLE } from '../support/netns/netns-commands.ts';
import { NetnsHall } from '../support/netns/netns-hall.ts';

const nets: NetnsHall[] = [];
afterEach(() => {
  for (const net of nets.splice(0)) net.teardown();
});

// A TCP listener in machine `name` on port 7000, answering "ok" to each connection.
function listen(net: NetnsHall, name: string): () => void {
  const script = `require('node:net').createServer((s) => s.end('ok')).listen(7000, () => console.log('up'))`;
  const child = spawn(...net.inside(name, process.execPath, ['-e', script]), {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  return () => child.kill('SIGKILL');
}

// Whether machine `from` gets "ok" from `address`:7000 within `ms`.
async function reaches(net: NetnsHall, from: string, address: string, ms = 1_500): Promise<boolean> {
  const script = `const s = require('node:net').connect(7000, '${address}'); s.setTimeout(${ms}, () => process.exit(1));
s.on('data', (d) => process.exit(String(d) === 'ok' ? 0 : 1)); s.on('error', () => process.exit(1));`;
  const child = spawn(...net.inside(from, process.execPath, ['-e', script]), { stdio: 'ignore' });
  return (await new Promise<number | null>((resolve) => child.on('exit', resolve))) === 0;
}

describe.skipIf(NETNS_UNAVAILABLE !== null)('the network fault harness', () => {
  it('cuts a cable, drops packets either way and heals, inside its own namespaces only', async () => {
    const net = new NetnsHall();
    nets.push(net);
    const hub = net.addMachine('hub');
    net.addMachine('s1');
    const stop = listen(net, 'hub');
    try {
      await expect.poll(() => reaches(net, 's1', hub.address), { timeout: 10_000 }).toBe(true);
      net.setLink('s1', false);
      expect(await reaches(net, 's1', hub.address)).toBe(false);
      net.heal('s1');
      expect(await reaches(net, 's1', hub.address)).toBe(true);
      for (const way of ['in', 'out', 'both'] as const) {
        net.drop('s1', way);
        expect(net.rules('s1')).toContain('drop');
        expect(await reaches(net, 's1', hub.address)).toBe(false);
        net.heal('s1');
        expect(await reaches(net, 's1', hub.address)).toBe(true);
      }
      net.loss('s1', 30);
      expect(net.rules('s1')).toMatch(/numgen random mod 100 < 30/u);
      net.thin('s1', '256kbit');
      expect(net.qdisc('s1')).toMatch(/tbf .*rate 256Kbit/u);
      net.heal('s1');
      expect(net.qdisc('s1')).not.toContain('tbf');
      expect(await reaches(net, 's1', hub.address)).toBe(true);
    } finally {
      stop();
    }
  }, 60_000);

  // Delay and jitter need the kernel's netem qdisc (sch_netem), which not every kernel has.
  it.skipIf(NETNS_UNAVAILABLE !== null || !netemHere())('delays packets (tc netem)', () => {
    const net = new NetnsHall();
    nets.push(net);
    net.addMachine('s1');
    expect(hasNetem(net.addMachine('s2').ns)).toBe(true);
  });
});

// Whether this kernel has netem, tried once in a namespace of its own; said when it has not.
function netemHere(): boolean {
  if (NETNS_UNAVAILABLE !== null) return false;
  const net = new NetnsHall();
  try {
    const has = hasNetem(net.addMachine('probe').ns);
    if (!has) console.info('The delay case is skipped: this kernel has no netem (tc qdisc netem).');
    return has;
  } finally {
    net.teardown();
  }
}
