// The director's station page: the overview, renaming and configuring the station, and the
// tournament's pairings read from TSH's files.
import { z } from 'zod';
import { TEXT_LIMITS } from '../../common/limits.ts';
import type { PairingsSummary } from '../../common/pairings-view.ts';
import { stationConfigSchema, type StationConfig } from '../../core/station/station-config.ts';
import type { ConsoleResult } from './console-result.ts';
import { answer, type Declarations } from './declaration.ts';
import { path, session, token } from './fields.ts';
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

/** The pairings the station holds, for its Station page. */
export interface PairingsView {
  /** What is held, summed up; null when nothing is. */
  readonly summary: PairingsSummary | null;
  /** The station joined a hall, whose hub carries its pairings: none are read here. */
  readonly fromHall: boolean;
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
  stationPairings: { request: session, answer: answer<ConsoleResult<PairingsView>>() },
  /** Reads a `tourney.js` or a `config.tsh` (with its `.t` files) at `path` and holds its pairings. */
  readPairings: {
    request: z.strictObject({ token, path }),
    answer: answer<ConsoleResult<PairingsView>>(),
  },
  clearPairings: { request: session, answer: answer<ConsoleResult<PairingsView>>() },
} satisfies Declarations<'station'>;
