// One part of a whole-chain check, as a worker thread runs it (verify-part-worker.ts) and as the
// thread that started it waits for it (two-thread-verify.ts): what it is told, and how it answers.
import type { MessagePort } from 'node:worker_threads';
import type { ChainHead } from './challenge-log.ts';
import type { VerifyResult } from './log-verify.ts';

/** What the worker checks: the rows after `after.seq` through `throughSeq`, of the log in `file`. */
export interface VerifyPartData {
  readonly file: string;
  /** The entry before the part: its seq, and the hash the part's first row names as its previous. */
  readonly after: ChainHead;
  readonly throughSeq: number;
  /** Where the worker posts its result (or null when it could not check). */
  readonly port: MessagePort;
  /** Set to 1 by the worker once it has posted, so the waiting thread can wait without its event loop. */
  readonly done: Int32Array;
}

/** The worker's answer: its part's result, or null when it could not check (the caller then walks alone). */
export type VerifyPartAnswer = VerifyResult | null;
