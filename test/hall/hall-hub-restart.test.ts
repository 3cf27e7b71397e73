// The hub process dying without stopping its nats-server (kill -9 of the hub alone), with a real
// nats-server on loopback: the next `hall start` on the same folder must not run beside a server
// left over (it would hold the port and the JetStream store, and take none of the hub's reloads),
// must run and carry the stations, and leave no nats-server behind when it stops. A server left on
// the folder's configuration is found by its command line, never by a pid file alone.
import { until } from '../support/until.ts';
import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { runCli } from '../cli/run-cli.ts';
import { makeTempDir, removeTempDir } from '../support/temp-dir.ts';
import { freePort, killPid, NATS_SERVER, natsServersOf } from '../support/hall/hall-fixture.ts';
import { useHubs } from '../support/hall/hub-suite.ts';

const cleanups: (() => Promise<void> | void)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

const sleep = (ms: number): Promise<void> => new Promise((resolve) => setTimeout(resolve, ms));

function tempRoot(): string {
  const root = makeTempDir('hub-restart');
  cleanups.push(() => removeTempDir(root));
  return root;
}

const startHub = useHubs();

function spawned(command: string, args: string[], cwd: string): ChildProcess {
  const child = spawn(command, args, { cwd, stdio: 'ignore' });
  cleanups.push(() => killPid(child.pid ?? 0));
  return child;
}

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return !/\) Z /u.test(readFileSync(`/proc/${pid}/stat`, 'utf8'));
  } catch {
    return false;
  }
}

// A station with a play judged, invited to and joined with the hub.
function station(root: string, hubDir: string, name: string): string {
  const dataDir = join(root, name);
  const file = join(root, `${name}.join`);
  expect(runCli(hubDir, 'hall', 'invite', name, '--out', file).status).toBe(0);
  expect([0, 1]).toContain(runCli(dataDir, 'judge', 'QI', '--table', '1').status);
  expect(runCli(dataDir, 'hall', 'join', file).status).toBe(0);
  return dataDir;
}

function sync(dataDir: string): { status: number | null; stderr: string } {
  const result = runCli(dataDir, 'hall', 'sync', '--timeout', '20');
  return { status: result.status, stderr: result.stderr };
}

function hubEntries(hubDir: string): Record<string, number> {
  const status = JSON.parse(runCli(hubDir, '--json', 'hall', 'status').stdout) as {
    stations: { name: string; entries: number; chain: string }[];
  };
  expect(status.stations.every((row) => row.chain === 'verified')).toBe(true);
  return Object.fromEntries(status.stations.map((row) => [row.name, row.entries]));
}

describe.skipIf(NATS_SERVER === null || process.platform !== 'linux')('a hub started again', () => {
  it('runs and carries the stations after the hub alone was killed -9, and leaves no nats-server', async () => {
    const root = tempRoot();
    const hubDir = join(root, 'hub');
    const port = await freePort();
    const first = startHub(hubDir, port);
    await first.waitFor('is running');
    const a = station(root, hubDir, 'A');
    await first.waitFor('reloaded its users');
    expect(sync(a)).toEqual({ status: 0, stderr: '' });
    const firstServer = first.natsPid();

    // Only the hub process dies; its nats-server is not signalled by the test.
    killPid(first.child.pid ?? 0);
    await first.stop();
    const second = startHub(hubDir, port);
    await second.waitFor('is running');
    expect(isRunning(firstServer)).toBe(false);
    expect(natsServersOf(hubDir)).toEqual([second.natsPid()]);

    // The new hub's own server answers: its reloads reach it, so a station invited now gets in.
    expect([0, 1]).toContain(runCli(a, 'judge', 'ZA', '--table', '2').status);
    const b = station(root, hubDir, 'B');
    await second.waitFor('reloaded its users');
    expect(sync(a)).toEqual({ status: 0, stderr: '' });
    expect(sync(b)).toEqual({ status: 0, stderr: '' });
    // Each station's plays and its hall-joined event.
    expect(hubEntries(hubDir)).toEqual({ A: 3, B: 2 });

    expect(await second.stop()).toBe(0);
    await until(() => natsServersOf(hubDir).length === 0, 'no nats-server on the folder after the stop');
    expect(second.output()).not.toMatch(/nats-server stopped \(exit/u);
  }, 90_000);

  it('stops a nats-server left on the folder’s configuration, found by its command line, and nothing else', async () => {
    const root = tempRoot();
    const hubDir = join(root, 'hub');
    const port = await freePort();
    const first = startHub(hubDir, port);
    await first.waitFor('is running');
    const a = station(root, hubDir, 'A');
    await first.waitFor('reloaded its users');
    expect(sync(a)).toEqual({ status: 0, stderr: '' });
    expect(await first.stop()).toBe(0);

    // As an older hub killed -9 leaves it: started with a relative path from the hub's folder.
    const leftover = spawned(NATS_SERVER ?? 'nats-server', ['-c', 'nats-server.conf'], hubDir);
    await until(() => natsServersOf(hubDir).includes(leftover.pid ?? 0), 'the leftover server runs');
    await until(
      () => readFileSync(join(hubDir, 'nats-server.pid'), 'utf8').trim() === String(leftover.pid),
      'the leftover server wrote its pid file',
    );
    // A pid file naming some other process (a pid reused after a reboot) must not get it killed.
    const innocent = spawned('sleep', ['120'], root);
    writeFileSync(join(hubDir, 'nats-server.pid'), `${innocent.pid ?? 0}\n`);

    const second = startHub(hubDir, port);
    await second.waitFor('is running');
    expect(second.output()).toContain(
      `hub: stopped nats-server pid ${leftover.pid ?? 0}, left running on this folder by an earlier hub`,
    );
    expect(leftover.exitCode !== null || leftover.signalCode !== null || !isRunning(leftover.pid ?? 0)).toBe(
      true,
    );
    expect(isRunning(innocent.pid ?? 0)).toBe(true);
    expect(natsServersOf(hubDir)).toEqual([second.natsPid()]);
    expect([0, 1]).toContain(runCli(a, 'judge', 'ZA', '--table', '2').status);
    expect(sync(a)).toEqual({ status: 0, stderr: '' });
    expect(await second.stop()).toBe(0);
    await until(() => natsServersOf(hubDir).length === 0, 'no nats-server on the folder after the stop');
  }, 90_000);

  it('refuses a second hub on a folder whose hub runs (exit 27), and leaves the first alone', async () => {
    const root = tempRoot();
    const hubDir = join(root, 'hub');
    const first = startHub(hubDir, await freePort());
    await first.waitFor('is running');
    const server = first.natsPid();
    const second = startHub(hubDir, await freePort());
    await until(() => second.child.exitCode !== null, 'the second hub exits', 20_000);
    expect(await second.stop()).toBe(27);
    expect(second.output()).toContain(`Another hub is running on ${hubDir}`);
    await sleep(500);
    expect(isRunning(server)).toBe(true);
    expect(natsServersOf(hubDir)).toEqual([server]);
    expect(first.output()).not.toContain('nats-server stopped');
    const a = station(root, hubDir, 'A');
    await first.waitFor('reloaded its users');
    expect(sync(a)).toEqual({ status: 0, stderr: '' });
  }, 60_000);
});
