// The suite hook for hall tests that run hubs: each hub started here is stopped after its test,
// and every nats-server still running on its folder's configuration is killed, whatever the test
// did to the hub (SIGSTOP, kill -9). Apart from hall-fixture.ts, which the benches import too.
import { join } from 'node:path';
import { afterEach } from 'vitest';
import { makeTempDir, removeTempDir } from '../temp-dir.ts';
import { freePort, killPid, natsServersOf, startHubProcess, type HubProcess } from './hall-fixture.ts';

/** Registers the after-test clean-up; returns the function that starts a hub (startHubProcess). */
export function useHubs(): typeof startHubProcess {
  const hubs: { hub: HubProcess; hubDir: string }[] = [];
  afterEach(async () => {
    for (const { hub, hubDir } of hubs.splice(0).reverse()) {
      killPid(hub.child.pid ?? 0, 'SIGCONT');
      await hub.stop();
      for (const pid of natsServersOf(hubDir)) killPid(pid);
    }
  });
  return (hubDir, port, more, env, launch) => {
    const hub = startHubProcess(hubDir, port, more, env, launch);
    hubs.push({ hub, hubDir });
    return hub;
  };
}

/** What a hall test file registers once: its own clean-ups, and the starter of its hubs. */
export interface HallSuite {
  /** Run after each test, newest first, once its hubs have stopped (a hub's folder outlives it). */
  readonly cleanups: (() => Promise<void> | void)[];
  readonly startHub: ReturnType<typeof useHubs>;
  /** A hub running on a free port in `root/hub`, `root` a new folder removed after the test. */
  readonly runningHub: (prefix: string) => Promise<{ root: string; hubDir: string; hub: HubProcess }>;
}

/**
 * Registers a hall test file's after-test clean-ups, then its hubs' (registered after, so they run
 * first: each hub stops before the folder it ran on is removed).
 */
export function useHallSuite(): HallSuite {
  const cleanups: (() => Promise<void> | void)[] = [];
  afterEach(async () => {
    for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
  });
  const startHub = useHubs();
  const runningHub = async (prefix: string): Promise<{ root: string; hubDir: string; hub: HubProcess }> => {
    const root = makeTempDir(prefix);
    cleanups.push(() => removeTempDir(root));
    const hubDir = join(root, 'hub');
    const hub = startHub(hubDir, await freePort());
    await hub.waitFor('is running');
    return { root, hubDir, hub };
  };
  return { cleanups, startHub, runningHub };
}
