// The whole-chain check of a long log on two threads: `log verify` at 100,000 entries spent nearly
// all its time reading rows and hashing them, one after the other, on one core of two. The chain
// splits cleanly: every row names the hash before it, so a worker thread checks the later part from
// the hash its first row names while this thread checks the earlier part, and the two parts join
// if this part ends on exactly that hash.
//
// The worker reads on a connection of its own, so in a snapshot of its own, taken a moment later.
// Both ends of its part are pinned to this thread's snapshot: it starts from the hash this thread
// read at the join, and must end on the head's hash this thread read. So a sound answer is one
// chain from the first entry to that head, whatever was written to the file meanwhile; the one
// difference from a walk of this thread's snapshot alone is an entry changed there and changed
// back before the worker read it, which no check after it could see either.
//
// Only a whole, sound chain is answered from the two parts: any problem, in either part or at the
// join, and the log is walked again on this thread alone, so a broken log is described word for
// word as the one-thread walk describes it.
import { existsSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { MessageChannel, receiveMessageOnPort, Worker, type MessagePort } from 'node:worker_threads';
import { entryFile } from '../app-root.ts';
import type { ChallengeLog } from './challenge-log.ts';
import { verifyChainSlices, type VerifyResult } from './log-verify.ts';
import type { VerifyPartAnswer, VerifyPartData } from './verify-part.ts';

/**
 * What starting the worker costs, counted in entries this thread checks meanwhile: its start and
 * the modules it loads took ~75 ms, checking an entry ~3 µs, on a 2-core virtual machine (2026-11-27, commit c2ced74). Both are the
 * processor's work, so their ratio changes little from one machine to another.
 */
export const WORKER_START_IN_ENTRIES = 25_000;

/** Below this many entries the worker's part would be under a quarter: not worth its start. */
export const MIN_ENTRIES_TO_SPLIT = 2 * WORKER_START_IN_ENTRIES;

/** How long to wait for the worker at least, and as a multiple of this thread's own part. */
const WAIT_AT_LEAST_MS = 60_000;
const WAIT_TIMES_OWN_PART = 4;

/** When to split, and a word on how the answer was reached (for the tests and the bench). */
export interface WholeChainOptions {
  readonly minEntries?: number;
  readonly workerStartInEntries?: number;
  /** Called with 2 when the answer came from two threads, 1 when from this thread's walk alone. */
  readonly onAnswer?: (threads: 1 | 2) => void;
}

/**
 * {@link verifyChainSlices} over the whole log, the same result, with its later part checked on a
 * worker thread when the log is long and the machine has a second core. Run it inside
 * `log.snapshot`: the head it splits at is the snapshot's, and the worker checks up to it.
 */
export function verifyWholeChain(log: ChallengeLog, options: WholeChainOptions = {}): VerifyResult {
  const {
    minEntries = MIN_ENTRIES_TO_SPLIT,
    workerStartInEntries = WORKER_START_IN_ENTRIES,
    onAnswer,
  } = options;
  const alone = () => {
    onAnswer?.(1);
    return verifyChainSlices(log.rowSlicesAfter());
  };
  const head = log.head();
  if (head === null || head.seq < minEntries || availableParallelism() < 2) return alone();
  // Where the parts meet: this thread takes the earlier part, larger by what the worker's start
  // costs, so that both finish together.
  const meet = Math.min(head.seq - 1, Math.floor((head.seq + workerStartInEntries) / 2));
  const joinsOn = log.entry(meet + 1)?.prevHash;
  if (joinsOn === undefined) return alone();
  // In a checkout and in the Debian package's bundle. The Electron shell ships no worker file, so
  // its console walks alone: its main process must not block waiting on a worker it cannot test here.
  const entry = entryFile('electron/core/log/verify-part-worker.ts');
  if (!existsSync(entry)) return alone();

  const { port1, port2 } = new MessageChannel();
  const done = new Int32Array(new SharedArrayBuffer(4));
  const data: VerifyPartData = {
    file: log.file(),
    after: { seq: meet, hash: joinsOn },
    throughSeq: head.seq,
    port: port2,
    done,
  };
  let worker: Worker;
  try {
    worker = new Worker(entry, {
      workerData: data,
      transferList: [port2],
    });
  } catch {
    port1.close();
    port2.close();
    return alone();
  }
  // A failure the worker cannot answer for (its file failing to load, memory) comes as an event
  // once this thread is back in its event loop; the walk alone has answered by then.
  worker.on('error', () => undefined);
  worker.unref();
  const started = performance.now();
  const own = verifyChainSlices(log.rowSlicesAfter(0, meet));
  if (!own.ok) {
    void worker.terminate();
    port1.close();
    return alone();
  }
  const theirs = workersAnswer(
    done,
    port1,
    Math.max(WAIT_AT_LEAST_MS, WAIT_TIMES_OWN_PART * (performance.now() - started)),
  );
  if (theirs === null) void worker.terminate();
  if (
    own.head?.seq === meet &&
    own.head.hash === joinsOn &&
    theirs?.ok === true &&
    theirs.head?.seq === head.seq &&
    theirs.head.hash === head.hash
  ) {
    onAnswer?.(2);
    return { ok: true, count: own.count + theirs.count, head: theirs.head };
  }
  return alone();
}

/**
 * Waits for the worker without the event loop (the check is synchronous): its answer, or null when
 * it had none within `waitMs` or this thread may not block.
 */
function workersAnswer(done: Int32Array, port: MessagePort, waitMs: number): VerifyPartAnswer {
  try {
    Atomics.wait(done, 0, 0, waitMs);
    return (receiveMessageOnPort(port)?.message ?? null) as VerifyPartAnswer;
  } catch {
    return null;
  } finally {
    port.close();
  }
}
