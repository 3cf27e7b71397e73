// The console's door: whether it is set up, setting it up, unlocking, recovering and locking.
import { z } from 'zod';
import { TEXT_LIMITS } from '../../common/limits.ts';
import type { ConsoleResult } from './console-result.ts';
import { answer, type Declarations } from './declaration.ts';
import { path, session } from './fields.ts';

/** What the console shows before anyone has unlocked it. */
export interface ConsoleStatus {
  readonly setUp: boolean;
  readonly stationName: string;
  /** Whether the station was named already (from the CLI, or a hall's invitation): set-up keeps the name. */
  readonly named: boolean;
  /** The hall the station joined before it was set up (`hall join --new-station`), or null. */
  readonly hall: { readonly hallName: string; readonly stationName: string } | null;
  /** How long until the next PIN attempt is checked. */
  readonly waitMs: number;
}

/** Set-up refused for the station name: the console keeps the director on that field. */
export interface StationNameRefusal {
  readonly ok: false;
  readonly reason: 'request';
  readonly field: 'stationName';
  readonly message: string;
}

/**
 * Set-up by joining refused for the join file (unreadable, not a join file, an invitation whose name
 * cannot name a station, a station already joined): the console keeps the director on that field.
 */
export interface JoinFileRefusal {
  readonly ok: false;
  readonly reason: 'request';
  readonly field: 'path';
  readonly message: string;
}

/** A station set up by joining a hall: its session, its recovery code, and what it joined as. */
export interface JoinedAtSetUp {
  readonly token: string;
  readonly recoveryCode: string;
  /** The station's name, from the invitation. */
  readonly stationName: string;
  readonly hallName: string;
}

/** The answer to unlock and recover. */
export type AccessResponse =
  | { readonly ok: true; readonly token: string; readonly recoveryCode?: string }
  | {
      readonly ok: false;
      readonly waitMs: number;
      readonly message: string;
      /** Why, when the station's access refused it (director-access.ts); absent for other refusals. */
      readonly refused?: 'wrong' | 'waiting' | 'not-set-up';
    };

const pin = z.string().max(TEXT_LIMITS.pin);

/** The console's access channels. */
export const ACCESS = {
  consoleStatus: { request: z.undefined(), answer: answer<ConsoleStatus>() },
  setUp: {
    request: z.strictObject({ pin, stationName: z.string().max(TEXT_LIMITS.stationName) }),
    answer: answer<ConsoleResult<{ token: string; recoveryCode: string }> | StationNameRefusal>(),
  },
  // First run by joining a hall: the PIN, and the join file the station is named from.
  joinAtSetUp: {
    request: z.strictObject({ pin, path }),
    answer: answer<ConsoleResult<JoinedAtSetUp> | JoinFileRefusal>(),
  },
  unlock: { request: z.strictObject({ pin }), answer: answer<AccessResponse>() },
  recover: {
    request: z.strictObject({ code: z.string().max(TEXT_LIMITS.recoveryCode), newPin: pin }),
    answer: answer<AccessResponse>(),
  },
  lock: { request: session, answer: answer<ConsoleResult>() },
} satisfies Declarations<'access'>;
