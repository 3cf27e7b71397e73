// The director's station page: the overview, and renaming and configuring the station.
import { z } from 'zod';
import { TEXT_LIMITS } from '../../common/limits.ts';
import { stationConfigSchema, type StationConfig } from '../../core/station/station-config.ts';
import type { ConsoleResult } from './console-result.ts';
import { answer, type Declarations } from './declaration.ts';
import { session, token } from './fields.ts';
import type { LexiconView } from './lexicons.ts';
import type { HeadView } from './log.ts';

/** The director's page. */
export interface StationOverview {
  readonly stationName: string;
  readonly stationId: string;
  readonly appVersion: string;
  readonly config: StationConfig;
  readonly lexicons: readonly LexiconView[];
  readonly pins: readonly { readonly name: string; readonly fingerprint: string }[];
  readonly head: HeadView | null;
}

/** The station page's channels. */
export const STATION = {
  overview: { request: session, answer: answer<ConsoleResult<StationOverview>>() },
  updateStation: {
    request: z.strictObject({
      token,
      stationName: z.string().max(TEXT_LIMITS.stationName).optional(),
      config: stationConfigSchema.partial().optional(),
    }),
    answer: answer<ConsoleResult<StationOverview>>(),
  },
} satisfies Declarations<'station'>;
