// What `hall join --new-station` takes of the hall once joined: its designated list and the
// settings it applied, as `hall sync` takes them, and what it says of them.
import type { NatsConnection } from '@nats-io/transport-node';
import { HallError } from '../../core/hall/wire/hall-errors.ts';
import type { HallSettingName } from '../../core/hall/wire/hall-buckets.ts';
import { shownSetting } from '../../core/hall/wire/hall-settings-standing.ts';
import type { Station } from '../../core/station/station.ts';
import type { HallListState } from '../../hall/station/hall-list-receiver.ts';
import type { SettingApplied } from '../../hall/station/hall-settings-receiver.ts';
import { publisherSource, stationHallReport } from '../../hall/station/station-hall.ts';
import type { StationLink } from '../../hall/station/station-link-assembly.ts';
import { hallListLines, receiveHallList } from './hall-list-taken.ts';
import { HALL_SETTING_NAMES, HALL_SETTINGS } from '../../common/hall-settings.ts';

/** What `hall join --new-station` received of the hall: its list, and the settings it applied. */
export interface ReceivedAtJoin {
  /** Null when the hub could not be reached (nothing is known of the hall's list). */
  readonly list: HallListState | null;
  readonly settings: readonly SettingApplied[];
  /** Why nothing was received, when the hub could not be reached. */
  readonly problem: string | null;
}

/**
 * After `hall join --new-station`: connects again (a hub applies a new invitation within a second,
 * so a refusal is tried again until `deadline`) and takes the hall's list and settings as `hall sync`
 * does. A hub that cannot be reached leaves the station joined, to take them when it runs.
 */
export async function receiveAtJoin(
  station: Station,
  link: StationLink,
  deadline: number,
): Promise<ReceivedAtJoin> {
  let nc: NatsConnection | null = null;
  let problem: string | null = null;
  while (nc === null) {
    try {
      const timeoutMs = Math.max(1_000, Math.min(5_000, deadline - Date.now()));
      nc = await link.connect({ timeoutMs });
    } catch (error) {
      problem = (error as Error).message;
      // Only a refusal is tried again: a hub out of reach, or another hall's, is not waited for.
      const refused = error instanceof HallError && error.problem === 'refused';
      if (!refused || Date.now() + 500 > deadline) break;
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
  }
  if (nc === null) return { list: null, settings: [], problem };
  try {
    // Each setting once, as it was last applied, in the order first applied.
    const applied = new Map<HallSettingName, SettingApplied>();
    const list = await receiveHallList(station, link, nc, deadline, (setting) => {
      applied.set(setting.name, setting);
    });
    // The hub's card shows where the new station stands with the hall's list, as of this join.
    await link
      .publisher(
        nc,
        publisherSource(station, 'on-demand', () => stationHallReport(list, link.store, station)),
      )
      .sendState(Math.max(500, Math.min(2_000, deadline - Date.now())));
    return { list, settings: [...applied.values()], problem: null };
  } finally {
    await nc.close().catch(() => undefined);
  }
}

/** What `hall join --new-station` says of the hall's list and settings. */
export function receivedLines(received: ReceivedAtJoin | null): string[] {
  if (received === null || received.list === null)
    return [
      `The hall's list and settings were not received now (${received?.problem ?? 'the hub did not answer'}); the kiosk takes them when it runs, or run \`hall sync\`.`,
    ];
  const settings =
    received.settings.length === 0
      ? [
          `The hall has set none of its settings (${HALL_SETTING_NAMES.map((name) => HALL_SETTINGS[name].cli.said).join(', ')}) that this station did not have.`,
        ]
      : [
          `The hall's settings applied here: ${received.settings.map((set) => `${HALL_SETTINGS[set.name].cli.said} ${shownSetting(set.name, set.value)} (set by ${set.by})`).join(', ')}.`,
        ];
  const list =
    received.list.state === 'none'
      ? ['The hall has designated no list: the station keeps its own.']
      : hallListLines(received.list);
  return [...list, ...settings];
}
