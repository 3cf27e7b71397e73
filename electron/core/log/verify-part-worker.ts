// The worker thread of a two-thread whole-chain check (two-thread-verify.ts). Its thread waits for
// it blocked, without an event loop, so it must answer whatever happens: the check, with the
// modules it loads, is imported only here, where its failure is caught and answered.
import { workerData } from 'node:worker_threads';
import type { VerifyPartAnswer, VerifyPartData } from './verify-part.ts';

const data = workerData as VerifyPartData;

function answer(result: VerifyPartAnswer): void {
  data.port.postMessage(result);
  data.port.close();
  Atomics.store(data.done, 0, 1);
  Atomics.notify(data.done, 0);
}

import('./verify-part-check.ts')
  .then(({ checkPart }) => checkPart(data))
  // Unreadable here (the file gone, the database locked): the other thread checks this part itself.
  .catch(() => null)
  .then(answer, () => undefined);
