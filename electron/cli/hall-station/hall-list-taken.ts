// The hall's designated list and settings, taken by `hall sync` and `hall join --new-station`, and
// what they say of the list.
import type { NatsConnection } from '@nats-io/transport-node';
import type { Station } from '../../core/station/station.ts';
import type { HallListState } from '../../hall/station/hall-list-receiver.ts';
import type { SettingApplied } from '../../hall/station/hall-settings-receiver.ts';
import type { StationLink } from '../../hall/station/station-link-assembly.ts';

/**
 * The hall's designated list, received before `deadline` (hall-list-receiver.ts): installed and
 * offered first, or why not; the hall's settings applied on the way, each heard by `onApplied`.
 * A hall whose hub has carried no list leaves the station's lists as they are.
 */
export async function receiveHallList(
  station: Station,
  link: StationLink,
  nc: NatsConnection,
  deadline: number,
  onApplied?: (applied: SettingApplied) => void,
): Promise<HallListState> {
  const receiver = link.receiver(station, link.listPort(nc), {
    retryMs: 500,
    ...(onApplied === undefined ? {} : { onApplied }),
  });
  try {
    if (!(await receiver.startOnce())) return { state: 'none' };
    return await receiver.settled(Math.max(0, deadline - Date.now()));
  } catch (error) {
    // A federation's NATS grants a station only its own subjects unless its operator adds the
    // hall's buckets (docs/HALL-GUIDE.md): there the station keeps its own lists, and says so.
    process.stderr.write(
      `hall: the hall's settings cannot be read here (${(error as Error).message}); the station keeps its own lists\n`,
    );
    return { state: 'none' };
  } finally {
    receiver.stop();
  }
}

/** What `hall sync` says of the hall's list. */
export function hallListLines(list: HallListState): string[] {
  const label = list.state === 'none' ? '' : `${list.name} (${list.fingerprint.slice(0, 8)})`;
  switch (list.state) {
    case 'none':
      return [];
    case 'received':
      return [`The hall's list ${label} is installed here and offered first.`];
    case 'receiving':
      return [`The hall's list ${label} did not arrive in time: run \`hall sync\` again.`];
    case 'refused':
      return [`The hall's list ${label} was not installed: ${list.reason}`];
  }
}
