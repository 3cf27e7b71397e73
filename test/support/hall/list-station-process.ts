// Drives test/support/hall/list-station.ts: a joined station in a process of its own, receiving the
// hall's designated list, killed by its own pid at the end. On Linux as root it may run on a small
// disk of its own: a tmpfs mounted in a mount namespace of its own (unshare), its data folder
// copied onto it and the rest filled by a file it can delete on command, so a list it receives
// meets a real full disk (ENOSPC) and space can be made again.
import { spawn, type ChildProcessWithoutNullStreams } from 'node:child_process';
import { cpSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { HallListState } from '../../../electron/hall/station/hall-list-receiver.ts';
import { killPid } from './hall-fixture.ts';

const CHILD = fileURLToPath(new URL('list-station.ts', import.meta.url));
const COMPILE_CACHE_DIR = join(tmpdir(), 'challenge-station-test-compile-cache');

/** The station's own tmpfs: its size, and how much of it a file fills once its data is copied on. */
export interface SmallDisk {
  readonly bytes: number;
  readonly fillerBytes: number;
}

/** A station's lexicon rows, each loaded as a judge loads it ("ok", or why not), its files, its disk's room. */
export interface StationShelf {
  readonly rows: readonly { name: string; fingerprint: string; loads: string }[];
  readonly files: readonly string[];
  readonly free: number;
}

/** A station receiving the hall's list in its own process. */
export interface ListStationProcess {
  readonly dataDir: string;
  readonly pid: number;
  /** Waits until the station is open and its hall link started. */
  readonly ready: () => Promise<void>;
  /** Its hall list state as it last reported it ('none' before any report). */
  readonly list: () => HallListState;
  /** Every state it reported, oldest first. */
  readonly lists: () => HallListState[];
  /** The lines its hall link logged. */
  readonly events: () => string[];
  /** Judges one play: its verdict and the fingerprint of the list it judged on. */
  readonly judge: (word: string) => Promise<{ verdict: string; fingerprint: string }>;
  readonly shelf: () => Promise<StationShelf>;
  /** Deletes the file filling its small disk. */
  readonly unfill: () => Promise<void>;
  /** Stops its hall link and closes the station; the process exits. */
  readonly stop: () => Promise<void>;
  /** SIGKILL by pid, unless it has exited already; resolves once it has. */
  readonly kill: () => Promise<void>;
  /** What it wrote to stderr. */
  readonly stderr: () => string;
}

// Mounts the tmpfs over the data folder in the child's own mount namespace, copies the folder's
// content onto it, fills it, and becomes the station (same pid throughout: unshare and sh exec).
const SMALL_DISK_SCRIPT = [
  'set -e',
  'mount -t tmpfs -o "size=$1" tmpfs "$2"',
  'cp -a "$3/." "$2/"',
  'head -c "$4" /dev/zero > "$2/filler"',
  'exec "$5" "$6" "$2"',
].join('\n');

/** Starts a station process on `dataDir` (already joined to a hall), on a small disk when asked. */
export function startListStation(
  dataDir: string,
  options: { smallDisk?: SmallDisk } = {},
): ListStationProcess {
  const env = { ...process.env, NODE_COMPILE_CACHE: COMPILE_CACHE_DIR };
  let child: ChildProcessWithoutNullStreams;
  if (options.smallDisk === undefined) {
    child = spawn(process.execPath, [CHILD, dataDir], { env });
  } else {
    const seed = `${dataDir}.seed`;
    cpSync(dataDir, seed, { recursive: true });
    const { bytes, fillerBytes } = options.smallDisk;
    child = spawn(
      'unshare',
      [
        '-rm',
        'sh',
        '-c',
        SMALL_DISK_SCRIPT,
        'sh',
        String(bytes),
        dataDir,
        seed,
        String(fillerBytes),
        process.execPath,
        CHILD,
      ],
      { env },
    );
  }
  const replies: string[] = [];
  const events: string[] = [];
  const lists: HallListState[] = [];
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
      if (line.startsWith('event: ')) events.push(line.slice('event: '.length));
      else if (line.startsWith('list ')) lists.push(JSON.parse(line.slice('list '.length)) as HallListState);
      else replies.push(line);
    }
  });
  const exited = new Promise<void>((resolve) => child.on('close', () => resolve()));

  // The first reply starting with `word`, taken; the child answers commands in order.
  const reply = async (word: string, timeoutMs = 30_000): Promise<string> => {
    const until = Date.now() + timeoutMs;
    for (;;) {
      const index = replies.findIndex((line) => line.startsWith(`${word} `) || line === word);
      if (index >= 0) return (replies.splice(index, 1)[0] ?? '').slice(word.length + 1);
      if (Date.now() > until || child.exitCode !== null)
        throw new Error(`station ${dataDir} never answered "${word}":\n${stderr}`);
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  };
  const command = async (line: string, answer: string): Promise<string> => {
    child.stdin.write(`${line}\n`);
    const text = await reply(answer);
    await reply('done');
    return text;
  };

  return {
    dataDir,
    pid: child.pid ?? 0,
    ready: async () => {
      await reply('ready');
    },
    list: () => lists.at(-1) ?? { state: 'none' },
    lists: () => [...lists],
    events: () => [...events],
    judge: async (word) => {
      const [verdict = '', fingerprint = ''] = (await command(`judge ${word}`, 'judged')).split(' ');
      return { verdict, fingerprint };
    },
    shelf: async () => JSON.parse(await command('shelf', 'shelf')) as StationShelf,
    unfill: async () => {
      await command('unfill', 'unfilled');
    },
    stop: async () => {
      child.stdin.write('stop\n');
      await reply('stopped');
      await exited;
    },
    kill: async () => {
      if (child.exitCode === null && child.signalCode === null) killPid(child.pid ?? 0);
      await exited;
    },
    stderr: () => stderr,
  };
}
