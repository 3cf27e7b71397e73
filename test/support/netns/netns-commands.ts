// The kernel's own tools as the network fault harness (netns-hall.ts) runs them: `ip`, `nft` and
// `tc`, each inside one of the harness's namespaces and nowhere else. Also whether the test machine
// can run the harness at all, and the sweeper of namespaces a killed test run left behind.
import { spawnSync } from 'node:child_process';

/** Every namespace the harness makes starts with this, then the pid of the test process that made it. */
export const NETNS_PREFIX = 'cshall';

/** Runs `command args`; throws with its stderr when it fails. */
export function run(command: string, args: readonly string[], input?: string): string {
  const result = spawnSync(command, args, { encoding: 'utf8', input });
  if (result.status !== 0)
    throw new Error(`${command} ${args.join(' ')} failed: ${result.error?.message ?? result.stderr.trim()}`);
  return result.stdout;
}

/** Runs `command args`, whether or not it succeeds (teardown: the thing may be gone already). */
export function runQuietly(command: string, args: readonly string[]): boolean {
  return spawnSync(command, args, { encoding: 'utf8' }).status === 0;
}

/**
 * Why the harness cannot run here, or null when it can: it makes namespaces, links and firewall
 * rules, which needs root and iproute2's `ip` and `tc` and nftables' `nft` (scripts/system-deps.sh).
 * Tried for real (one namespace made and removed): a container without CAP_SYS_ADMIN is root yet
 * cannot.
 */
export const NETNS_UNAVAILABLE: string | null = (() => {
  if (process.platform !== 'linux') return 'network namespaces are Linux only';
  if (process.getuid?.() !== 0) return 'network namespaces need root';
  for (const [tool, args, pkg] of [
    ['ip', ['-V'], 'iproute2'],
    ['tc', ['-V'], 'iproute2'],
    ['nft', ['--version'], 'nftables'],
  ] as const) {
    if (!runQuietly(tool, args)) return `\`${tool}\` is not installed (apt-get install ${pkg})`;
  }
  const probe = `${NETNS_PREFIX}-${process.pid}-probe`;
  const made = runQuietly('ip', ['netns', 'add', probe]);
  runQuietly('ip', ['netns', 'del', probe]);
  return made ? null : '`ip netns add` is refused here (no CAP_SYS_ADMIN)';
})();
if (NETNS_UNAVAILABLE !== null)
  console.info(`Hall tests on a namespaced network skipped: ${NETNS_UNAVAILABLE}.`);

/** The harness's namespaces now on the machine, whoever made them. */
export function harnessNamespaces(): string[] {
  return run('ip', ['netns', 'list'])
    .split('\n')
    .map((line) => line.split(' ')[0] ?? '')
    .filter((name) => name.startsWith(`${NETNS_PREFIX}-`));
}

/** Kills every process inside namespace `ns` (only ever the harness's own) and removes it. */
export function removeNamespace(ns: string): void {
  const pids = spawnSync('ip', ['netns', 'pids', ns], { encoding: 'utf8' }).stdout;
  for (const pid of pids.split('\n').filter((line) => /^\d+$/u.test(line))) {
    try {
      process.kill(Number(pid), 'SIGKILL');
    } catch {
      // Gone already.
    }
  }
  runQuietly('ip', ['netns', 'del', ns]);
}

/**
 * Removes the namespaces of test processes no longer running (a run killed before its afterAll):
 * their names carry the pid of the process that made them.
 */
export function sweepLeftoverNamespaces(): void {
  for (const ns of harnessNamespaces()) {
    const pid = Number(/^[a-z]+-(\d+)-/u.exec(ns)?.[1] ?? 0);
    let alive: boolean;
    try {
      process.kill(pid, 0);
      alive = pid !== 0;
    } catch {
      alive = false;
    }
    if (!alive) removeNamespace(ns);
  }
}

/**
 * A private /24 (10.X.Y.0/24) that no address or route of the machine's own network uses, so that
 * nothing in the namespaces can be confused with a real network. `seed` varies it between the
 * harnesses of one run.
 */
export function freeSubnet(seed: number): string {
  const taken = `${run('ip', ['-4', '-o', 'addr', 'show'])}\n${run('ip', ['-4', 'route', 'show', 'table', 'all'])}`;
  for (let attempt = 0; attempt < 250; attempt += 1) {
    const second = 200 + ((seed + attempt) % 50);
    const third = (process.pid + seed * 7 + attempt * 13) % 250;
    const prefix = `10.${second}.${third}.`;
    if (!taken.includes(prefix) && !taken.includes(`10.${second}.0.0/16`)) return prefix;
  }
  throw new Error('no free 10.x.y.0/24 for the namespaced network');
}

/** Whether the kernel has netem (tc delay): tried on the loopback of namespace `ns`. */
export function hasNetem(ns: string): boolean {
  const added = runQuietly('ip', [
    'netns',
    'exec',
    ns,
    'tc',
    'qdisc',
    'add',
    'dev',
    'lo',
    'root',
    'netem',
    'delay',
    '10ms',
  ]);
  if (added) runQuietly('ip', ['netns', 'exec', ns, 'tc', 'qdisc', 'del', 'dev', 'lo', 'root']);
  return added;
}
