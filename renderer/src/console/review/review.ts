import type { ResponseByMethod } from '../../../../electron/ipc/contract.ts';

/** A challenge opened for review: the station's answer to review. */
export type Review = Extract<ResponseByMethod['review'], { ok: true }>;
