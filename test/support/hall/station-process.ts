// Drives test/support/hall/judging-station.ts: a joined station in a process of its own, publishing to its
// hall while it judges, killed by its own pid at the end.
import { spawn, type ChildProcessWithoutNullStreams } from 'node:child_process';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { ChainHead } from '../../../electron/core/log/challenge-log.ts';
import { killPid, type Launcher } from './hall-fixture.ts';

const CHILD = fileURLToPath(new URL('judging-station.ts', import.meta.url));
const COMPILE_CACHE_DIR = join(tmpdir(), 'challenge-station-test-compile-cache');

/** A station's head as its own process reported it. */
export interface StationHead {
  readonly stationId: string;
  readonly head: ChainHead | null;
}

/** A judging station in its own process. */
export interface StationProcess {
  readonly dataDir: string;
  readonly pid: number;
  /** Waits until the station is open and its hall link started. */
  readonly ready: () => Promise<void>;
  /** Judges one play every `ms` ms until {@link halt}. */
  readonly run: (ms: number) => Promise<void>;
  /** Judges `count` plays back to back. */
  readonly burst: (count: number) => Promise<void>;
  /** Stops judging; its head. */
  readonly halt: () => Promise<StationHead>;
  /**
   * What the stream acknowledged (the durable cursor), what waits, whether it is connected, and
   * since when its hub has been out of reach (null while connected), as its console shows them.
   */
  readonly cursor: () => Promise<{
    acknowledged: number;
    pending: number;
    connected: boolean;
    unreachableSince: string | null;
  }>;
  /** How long each play judged since the last call took to judge and record, in ms. */
  readonly latency: () => Promise<number[]>;
  /** Checks its own chain, as `log verify` does (not recorded). */
  readonly verify: () => Promise<{ ok: boolean; count: number }>;
  /** Plays judged so far, as last reported. */
  readonly judged: () => { count: number };
  /** The lines its hall link logged. */
  readonly events: () => string[];
  /** Stops publishing and closes the station; the process exits. */
  readonly stop: () => Promise<void>;
  /** SIGTERM, as a system stopping the web station sends it; waits for the exit, in `timeoutMs` at most. */
  readonly terminate: (timeoutMs?: number) => Promise<void>;
  /** SIGKILL by pid, unless it has exited already. */
  readonly kill: () => void;
}

/**
 * Starts a station process on `dataDir` (already joined to a hall); `launch` runs it elsewhere (in
 * a network namespace), exec'ing it so that the child's pid is the station's.
 */
export function startStationProcess(
  dataDir: string,
  resendAfterMs = 2_000,
  launch: Launcher = (command, args) => [command, [...args]],
): StationProcess {
  const child: ChildProcessWithoutNullStreams = spawn(
    ...launch(process.execPath, [CHILD, dataDir, String(resendAfterMs)]),
    { env: { ...process.env, NODE_COMPILE_CACHE: COMPILE_CACHE_DIR } },
  );
  const replies: string[] = [];
  const events: string[] = [];
  let judged = { count: 0 };
  let buffer = '';
  let stderr = '';
  child.stdout.setEncoding('utf8');
  child.stderr.setEncoding('utf8');
  child.stderr.on('data', (chunk: string) => (stderr += chunk));
  child.stdout.on('data', (chunk: string) => {
    buffer += chunk;
    const lines = buffer.split('\n');
    buffer = lines.pop() ?? '';
    for (const line of lines) {
      const count = /^judged (\d+)$/u.exec(line);
      if (count !== null) judged = { count: Number(count[1]) };
      else if (line.startsWith('event: ')) events.push(line.slice('event: '.length));
      else replies.push(line);
    }
  });
  // 'close', not 'exit': its last lines (what its hall link said while closing) are read by then.
  const exited = new Promise<void>((resolve) => child.on('close', () => resolve()));

  // The first reply starting with `word`, taken; the child answers commands in order.
  const reply = async (word: string, timeoutMs = 30_000): Promise<string[]> => {
    const until = Date.now() + timeoutMs;
    for (;;) {
      const index = replies.findIndex((line) => line.startsWith(`${word} `) || line === word);
      if (index >= 0) return (replies.splice(index, 1)[0] ?? '').split(' ').slice(1);
      if (Date.now() > until || child.exitCode !== null)
        throw new Error(`station ${dataDir} never answered "${word}":\n${stderr}`);
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  };
  // Sends a command; the words of its reply line (when it has one), once the child says it is done.
  const command = async (line: string, answer?: string): Promise<string[]> => {
    child.stdin.write(`${line}\n`);
    const words = answer === undefined ? [] : await reply(answer);
    await reply('done');
    return words;
  };

  return {
    dataDir,
    pid: child.pid ?? 0,
    ready: async () => {
      await reply('ready');
    },
    run: async (ms) => {
      await command(`run ${ms}`);
    },
    burst: async (count) => {
      await command(`burst ${count}`);
    },
    halt: async () => {
      const [stationId = '', seq = '0', hash = '-'] = await command('halt', 'halted');
      return { stationId, head: seq === '0' ? null : { seq: Number(seq), hash } };
    },
    cursor: async () => {
      const [acknowledged, pending, connected, since = '-'] = await command('cursor', 'cursor');
      return {
        acknowledged: Number(acknowledged),
        pending: Number(pending),
        connected: connected === 'true',
        unreachableSince: since === '-' ? null : since,
      };
    },
    latency: async () => (await command('latency', 'latency')).filter((word) => word !== '').map(Number),
    verify: async () => {
      const [ok, count] = await command('verify', 'verified');
      return { ok: ok === 'true', count: Number(count) };
    },
    judged: () => judged,
    events: () => [...events],
    stop: async () => {
      child.stdin.write('stop\n');
      await reply('stopped');
      await exited;
    },
    terminate: async (timeoutMs = 15_000) => {
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), timeoutMs);
      await exited;
      clearTimeout(timer);
    },
    kill: () => {
      if (child.exitCode === null && child.signalCode === null) killPid(child.pid ?? 0);
    },
  };
}
