import { spawn, type ChildProcessWithoutNullStreams } from 'node:child_process';
import { once } from 'node:events';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { ReportedVerdict } from './crash-loop.ts';

const CHILD = fileURLToPath(new URL('../reliability/station-child.ts', import.meta.url));
const COMPILE_CACHE_DIR = join(tmpdir(), 'challenge-station-test-compile-cache');
const LINE_WAIT_MS = 20_000;

/** A station running in a child process (test/reliability/station-child.ts), driven line by line. */
export interface StationChild {
  /** Asks for one judgement: the verdict the child reported, or null when it refused. */
  judge(): Promise<ReportedVerdict | null>;
  /** Waits for the next line that matches `pattern`, and takes it. */
  line(pattern: RegExp): Promise<string>;
  /** Kills the child with SIGKILL, as a crash or a pulled plug would, and waits for it to end. */
  kill(): Promise<void>;
}

/** Starts the child on `dataDir` and waits until its station is open; with `guardMs`, the kiosk's watch runs. */
export async function startStationChild(dataDir: string, guardMs?: number): Promise<StationChild> {
  const child: ChildProcessWithoutNullStreams = spawn(
    process.execPath,
    [CHILD, dataDir, ...(guardMs === undefined ? [] : [String(guardMs)])],
    { env: { ...process.env, NODE_COMPILE_CACHE: COMPILE_CACHE_DIR } },
  );
  const lines: string[] = [];
  const waiting: (() => void)[] = [];
  let buffer = '';
  let stderr = '';
  child.stdout.setEncoding('utf8');
  child.stderr.setEncoding('utf8');
  child.stderr.on('data', (chunk: string) => (stderr += chunk));
  child.stdout.on('data', (chunk: string) => {
    buffer += chunk;
    const parts = buffer.split('\n');
    buffer = parts.pop() ?? '';
    lines.push(...parts);
    for (const wake of waiting.splice(0)) wake();
  });
  const closed = once(child, 'close');

  const line = async (pattern: RegExp): Promise<string> => {
    const deadline = Date.now() + LINE_WAIT_MS;
    for (;;) {
      const index = lines.findIndex((candidate) => pattern.test(candidate));
      if (index >= 0) return lines.splice(index, 1)[0] ?? '';
      if (Date.now() > deadline || child.exitCode !== null) {
        throw new Error(
          `The station child never printed a line matching ${String(pattern)}; stderr:\n${stderr}`,
        );
      }
      await new Promise<void>((resolve) => {
        waiting.push(resolve);
        setTimeout(resolve, 100);
      });
    }
  };

  await line(/^ready$/u);
  return {
    line,
    judge: async () => {
      child.stdin.write('judge\n');
      const answer = await line(/^(verdict |refused)/u);
      const match = /^verdict (\d+) ([0-9a-f]{64}) (ACCEPTABLE|UNACCEPTABLE)$/u.exec(answer);
      if (match === null) return null;
      return { seq: Number(match[1]), hash: match[2] ?? '', verdict: match[3] ?? '', round: 0 };
    },
    kill: async () => {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
      await closed;
    },
  };
}
