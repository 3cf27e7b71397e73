// A nats-server left running by a hub of the same folder that died without stopping it: found by
// its command line and stopped before the next hub starts its own.
import { spawnSync } from 'node:child_process';
import { readdirSync, readFileSync, readlinkSync, realpathSync } from 'node:fs';
import { basename, resolve } from 'node:path';
import { systemClock, type Clock } from '../../core/clock.ts';
import { HallError } from '../../core/hall/wire/hall-errors.ts';

/**
 * Stops every nats-server still running on this configuration file, as a hub of the same folder
 * that died without stopping its child leaves it (a kill -9 where the child does not die with it,
 * or an older version): it would hold the port and the JetStream store. Only a process whose
 * command line is nats-server with `-c` this very file is touched: the one the pid file names,
 * and on Linux any other found in /proc. Call it only while holding the folder's hub lock, so
 * that no running hub owns the server. Returns the pids it stopped; throws a HallError when one
 * cannot be stopped. Its waits for a server to exit are measured on `clock`.
 */
export async function stopLeftoverServers(
  configFile: string,
  pidFile: string,
  clock: Clock = systemClock,
): Promise<number[]> {
  const wanted = realPath(resolve(configFile));
  const candidates = new Set<number>();
  try {
    const pid = Number(readFileSync(pidFile, 'utf8').trim());
    if (Number.isSafeInteger(pid) && pid > 1) candidates.add(pid);
  } catch {
    // No pid file: no server ran here, or it stopped cleanly.
  }
  if (process.platform === 'linux') {
    for (const name of readdirSync('/proc')) if (/^\d+$/u.test(name)) candidates.add(Number(name));
  }
  const stopped: number[] = [];
  for (const pid of candidates) {
    if (pid === process.pid || !runsOurServer(pid, wanted)) continue;
    await stopProcess(pid, clock);
    stopped.push(pid);
  }
  return stopped;
}

function realPath(path: string): string {
  try {
    return realpathSync(path);
  } catch {
    return path;
  }
}

// Whether `pid` is nats-server started with `-c` the configuration file `wanted` (a real path).
function runsOurServer(pid: number, wanted: string): boolean {
  if (process.platform === 'linux') {
    try {
      const argv = readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0');
      if (basename(argv[0] ?? '') !== 'nats-server') return false;
      const flag = argv.findIndex((arg) => arg === '-c' || arg === '--config');
      const config = argv[flag + 1];
      if (flag < 1 || config === undefined) return false;
      // An older hub may have given a relative path: it is relative to that server's own folder.
      return realPath(resolve(readlinkSync(`/proc/${pid}/cwd`), config)) === wanted;
    } catch {
      return false; // Gone, or not ours to inspect.
    }
  }
  if (process.platform === 'win32') return false; // Another process's command line is not read here.
  // macOS and the BSDs: ps gives the command line as one string; the hub passes an absolute path.
  const ps = spawnSync('ps', ['-o', 'args=', '-p', String(pid)], { encoding: 'utf8' });
  const line = ps.status === 0 ? ps.stdout.trim() : '';
  const config = ` -c ${wanted}`;
  return line.endsWith(config) && basename(line.slice(0, -config.length)) === 'nats-server';
}

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
  if (process.platform !== 'linux') return true;
  // A zombie (exited, not yet reaped by its new parent) has stopped already.
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return stat.slice(stat.lastIndexOf(')') + 2, stat.lastIndexOf(')') + 3) !== 'Z';
  } catch {
    return false;
  }
}

// SIGTERM (nats-server then closes its JetStream store cleanly), SIGKILL after 5 s.
async function stopProcess(pid: number, clock: Clock): Promise<void> {
  const waitGone = async (ms: number): Promise<boolean> => {
    const until = clock().getTime() + ms;
    while (isRunning(pid)) {
      if (clock().getTime() > until) return false;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    return true;
  };
  const signal = (name: NodeJS.Signals): string | null => {
    try {
      process.kill(pid, name);
      return null;
    } catch (error) {
      return (error as NodeJS.ErrnoException).code === 'ESRCH'
        ? null
        : ((error as NodeJS.ErrnoException).code ?? String(error));
    }
  };
  let problem = signal('SIGTERM');
  if (problem === null && !(await waitGone(5_000))) {
    problem = signal('SIGKILL');
    if (problem === null && !(await waitGone(2_000))) problem = 'it did not exit';
  }
  if (problem !== null)
    throw new HallError(
      'hub-store',
      `A nats-server (pid ${pid}) left running by an earlier hub of this folder cannot be stopped (${problem}): stop it, then start the hub again.`,
    );
}
