// The station's link to a tournament hall, from its own console.
import { z } from 'zod';
import type { HallSettingName, HallSettingValue } from '../../common/hall-settings.ts';
import type { ConsoleResult } from './console-result.ts';
import { answer, type Declarations } from './declaration.ts';
import { path, session, token } from './fields.ts';

export type { HallSettingValue };

/**
 * One of the hall's settings (`hall set` at the hub) that this station applied, as its console
 * shows it beside the setting: set by the hall, or changed here by a director since.
 */
export interface HallSettingView {
  readonly name: HallSettingName;
  /** The initials of who set it at the hub; null when the station did not keep them. */
  readonly by: string | null;
  /** What the hall set; null when the station did not keep it. */
  readonly hallValue: HallSettingValue | null;
  /** A director at the station changed it after the hall set it: the station's own value stands. */
  readonly changedHere: boolean;
}

/** The station's link to a tournament hall, as its own console shows it. */
export interface HallLinkView {
  readonly hallName: string;
  /** The name the hub knows this station by. */
  readonly stationName: string;
  /** The hub's addresses, from the join file. */
  readonly servers: readonly string[];
  /** Whether this running station is connected to the hub now. */
  readonly connected: boolean;
  /** Since when (ISO) this running station's hub has been out of reach; null while connected. */
  readonly unreachableSince: string | null;
  /** Entries in the log the hub has not yet acknowledged. */
  readonly pending: number;
  /** The hall's settings this station applied, each as it stands here now. */
  readonly settings: readonly HallSettingView[];
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
