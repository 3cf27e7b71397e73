// How `hall status` and the hall view's station card say where a station stands with the hall's
// list and settings: one wording for both, from what the station reported (its texts already made
// visible by the caller) and the hall's own designation.
import { HALL_SETTINGS, isHallSettingName } from './hall-settings.ts';
import type { HallStationHallState, HallStationList } from './hall-view-shapes.ts';

function listLabel(list: { readonly name: string; readonly fingerprint: string }): string {
  return `${list.name} (${list.fingerprint.slice(0, 8)})`;
}

/** Whether the station holds the hall's designated list (or none is designated and it holds none). */
export function holdsHallList(
  list: HallStationList,
  designated: { readonly fingerprint: string } | null,
): boolean {
  if (designated === null) return list.state === 'none' || list.state === 'received';
  return list.state === 'received' && list.fingerprint === designated.fingerprint;
}

/**
 * The list's state: `✓ received NWL2023 (3f2a9c1d)`, `receiving … 42 %`, `✖ refused
 * … : why`; one that holds a list other than the designated one says so (an earlier designation it
 * has not yet replaced).
 */
export function hallListWords(
  hall: HallStationHallState | null,
  designated: { readonly name: string; readonly fingerprint: string } | null,
): string {
  if (hall === null) return 'not reported';
  const { list } = hall;
  switch (list.state) {
    case 'none':
      return designated === null ? 'none designated' : `not yet heard of ${listLabel(designated)}`;
    case 'receiving':
      return `receiving ${listLabel(list)}, ${list.percent} %`;
    case 'refused':
      return `✖ refused ${listLabel(list)}: ${list.reason}; trying again`;
    case 'received':
      return designated === null || designated.fingerprint === list.fingerprint
        ? `✓ received ${listLabel(list)}`
        : `✖ holds ${listLabel(list)}, not the designated ${listLabel(designated)}`;
  }
}

/** The hall's settings a director changed at the station, in words; null when none. */
export function changedHereWords(hall: HallStationHallState | null): string | null {
  if (hall === null || hall.changedHere.length === 0) return null;
  return hall.changedHere
    .map((name) => (isHallSettingName(name) ? HALL_SETTINGS[name].changedWord : name))
    .join(', ');
}
