// What the judging thread and the station's hall process (hall-link-process.ts) say to each other.
// Both ends are this station's own code, the process started by the station over a channel only
// the two hold: the types are the contract, and each end ignores a message it does not know.
import type { StationState } from '../../core/hall/wire/hall-messages.ts';
import type { PublisherOptions } from './publisher-options.ts';

/** The publisher's pacing, as the hall process is started with it (plain numbers: sent as JSON). */
export type HallProcessOptions = Pick<
  PublisherOptions,
  'window' | 'slice' | 'pollMs' | 'stateEveryMs' | 'resendAfterMs' | 'duplicateResendAfterMs'
>;

/** What the hall process is started with. */
export interface HallProcessData {
  readonly dataDir: string;
  readonly options: HallProcessOptions;
}

/** The station's state as the judging thread knows it; the hall process fills in the head, cursor and time. */
export type StationStateWithoutHead = Omit<StationState, 'acknowledged' | 'sentAt' | 'head'>;

/** From the judging thread to the hall process. */
export type ToHallProcess =
  | { readonly type: 'state'; readonly state: StationStateWithoutHead }
  | { readonly type: 'drain'; readonly waitMs: number }
  | { readonly type: 'stop' }
  | { readonly type: 'watch'; readonly id: number; readonly key: string }
  | { readonly type: 'unwatch'; readonly id: number }
  | { readonly type: 'fetch'; readonly id: number; readonly name: string };

/** From the hall process to the judging thread. */
export type FromHallProcess =
  | { readonly type: 'event'; readonly line: string }
  | {
      readonly type: 'connected';
      readonly connected: boolean;
      /** When the hub was lost (ISO), with `connected: false` from a lost connection. */
      readonly since?: string;
    }
  | { readonly type: 'drained'; readonly left: number }
  | { readonly type: 'stopped' }
  | { readonly type: 'watching'; readonly id: number }
  | {
      readonly type: 'watch-failed';
      readonly id: number;
      /** The hall has no settings bucket yet (HallSettingsMissing). */
      readonly missing: boolean;
      readonly message: string;
    }
  | { readonly type: 'value'; readonly id: number; readonly value: Uint8Array | null }
  | { readonly type: 'progress'; readonly id: number; readonly received: number; readonly total: number }
  | { readonly type: 'fetched'; readonly id: number; readonly bytes: Uint8Array }
  | { readonly type: 'fetch-failed'; readonly id: number; readonly message: string };
