// The station's link to a tournament hall, from its own console (issue 21).
import { z } from 'zod';
import type { ConsoleResult } from './console-result.ts';
import { answer, type Declarations } from './declaration.ts';
import { path, session, token } from './fields.ts';

/** The station's link to a tournament hall, as its own console shows it. */
export interface HallLinkView {
  readonly hallName: string;
  /** The name the hub knows this station by. */
  readonly stationName: string;
  /** The hub's addresses, from the join file. */
  readonly servers: readonly string[];
  /** Whether this running station is connected to the hub now. */
  readonly connected: boolean;
  /** Entries in the log the hub has not yet acknowledged. */
  readonly pending: number;
}

/** The hall link's channels. */
export const HALL = {
  hallJoin: {
    request: z.strictObject({ token, path }),
    answer: answer<ConsoleResult<{ link: HallLinkView }>>(),
  },
  hallLeave: { request: session, answer: answer<ConsoleResult<{ left: boolean }>>() },
  hallStatus: { request: session, answer: answer<ConsoleResult<{ link: HallLinkView | null }>>() },
} satisfies Declarations<'hall'>;
