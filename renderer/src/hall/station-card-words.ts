// How a station card says where the station stands, in the view's language. The same cases, in
// the same order, as `hall status` says them in English (electron/common/hall-list-words.ts and
// station-health-words.ts): those stay the command line's words; these are the page's. What the
// station itself reported (a refusal's reason, its file guard's words) is shown as it sent it.
import { HALL_SETTINGS, isHallSettingName } from '../../../electron/common/hall-settings.ts';
import type { HallLexicon, HallStationCard } from '../../../electron/common/hall-view-shapes.ts';
import { countStations, ON_DEMAND_SYNC_MINUTES } from '../../../electron/common/hall-presence.ts';
import type { StationHealthReport } from '../../../electron/common/station-health-words.ts';
import type { HallText } from './i18n/hall-text.ts';
import { clockSkewParts } from '../../../electron/common/clock-skew-words.ts';

function listLabel(list: { readonly name: string; readonly fingerprint: string }): string {
  return `${list.name} (${list.fingerprint.slice(0, 8)})`;
}

/** Where the station stands with the hall's list (see hallListWords). */
export function hallListText(
  { t }: HallText,
  hall: HallStationCard['hall'],
  designated: HallLexicon | null,
): string {
  if (hall === null) return t('list.notReported');
  const { list } = hall;
  switch (list.state) {
    case 'none':
      return designated === null
        ? t('list.noneDesignated')
        : t('list.notYetHeard', { list: listLabel(designated) });
    case 'receiving':
      return t('list.receiving', { list: listLabel(list), percent: list.percent });
    case 'refused':
      return t('list.refused', { list: listLabel(list), reason: list.reason });
    case 'received':
      return designated === null || designated.fingerprint === list.fingerprint
        ? t('list.received', { list: listLabel(list) })
        : t('list.holdsOther', { list: listLabel(list), designated: listLabel(designated) });
  }
}

/** The hall's settings a director changed at the station; null when none (see changedHereWords). */
export function changedHereText({ t }: HallText, hall: HallStationCard['hall']): string | null {
  if (hall === null || hall.changedHere.length === 0) return null;
  return hall.changedHere
    .map((name) => (isHallSettingName(name) ? t(HALL_SETTINGS[name].hallView.card) : name))
    .join(', ');
}

// A station that never joined has nothing to report; one of an earlier version does not send it.
function notReported({ t }: HallText, station: StationHealthReport): string {
  return t(station.lastSeen === null ? 'report.notYet' : 'report.earlier');
}

/** The station's own check of its log (see logCheckWords). */
export function logCheckText(text: HallText, station: StationHealthReport): string {
  const { t } = text;
  if (station.problem !== null) return t('log.refused', { reason: station.problem });
  if (station.health === null) return notReported(text, station);
  return station.health.verifiedThrough === null
    ? t('log.opening')
    : t('log.verified', { seq: station.health.verifiedThrough });
}

/** Whether the running station records now, or why it stopped judging (see recordingWords). */
export function recordingText(text: HallText, station: StationHealthReport): string {
  const { t } = text;
  const { health } = station;
  if (health === null) return station.problem === null ? notReported(text, station) : t('recording.stopped');
  const reasons = [
    ...(health.fileGuard === null ? [] : [t('recording.fileGuard', { reason: health.fileGuard })]),
    ...(health.writeRefused === null ? [] : [t('recording.writeRefused', { reason: health.writeRefused })]),
  ];
  if (reasons.length > 0) return t('recording.stoppedWhy', { reasons: reasons.join('; ') });
  return station.problem === null ? t('recording.records') : t('recording.stopped');
}

/**
 * The stations counted above the cards, as `hall status` counts them (hall-presence.ts): the
 * running ones online, and, when the hall has any, those used from the command line that synced
 * within the interval expected of them.
 */
export function stationCountText({ t }: HallText, stations: readonly HallStationCard[]): string {
  const { total, online, onDemand, synced } = countStations(stations);
  return onDemand === 0
    ? t('stations.count', { total, online })
    : t('stations.countSynced', { total, online, synced, minutes: ON_DEMAND_SYNC_MINUTES });
}

/** How the card says the station stands, with its icon and the class that colours its border. */
export function presenceText(
  { t, clock }: HallText,
  station: HallStationCard,
): { icon: string; label: string; className: string } {
  // A station used from the command line is heard at `hall join` and each `hall sync` only: shown
  // as such with its last sync, never as offline or "never joined" between syncs; one that has not
  // synced within the interval expected of it is said to be overdue.
  if (station.presence === 'on-demand' && station.state !== 'revoked' && station.state !== 'never-joined')
    return station.inTouch
      ? { icon: '⇅', label: t('state.onDemand', { time: clock(station.lastSeen) }), className: 'on-demand' }
      : {
          icon: '○',
          label: t('state.onDemandLate', { minutes: ON_DEMAND_SYNC_MINUTES, time: clock(station.lastSeen) }),
          className: 'offline',
        };
  const icon = STATE_ICONS[station.state];
  const state = t(`state.${station.state}`);
  return {
    icon,
    label: station.lastSeen === null ? state : t('state.lastSeen', { state, time: clock(station.lastSeen) }),
    className: station.state,
  };
}

const STATE_ICONS: Record<HallStationCard['state'], string> = {
  online: '●',
  offline: '○',
  'never-joined': '◌',
  revoked: '✕',
};

/**
 * How far the hub is behind, as far as it can know: "up to date" only when it heard the station
 * after its last entry and the station is online (or its last sync reached its head); otherwise
 * what the station judged since it was last heard is unknown, and the card says so.
 */
export function behindText({ t, clock }: HallText, station: HallStationCard): string {
  if (station.upToDate)
    return station.state === 'online'
      ? t('behind.upToDate')
      : station.presence === 'closed'
        ? t('behind.upToDateAtClose', { time: clock(station.lastSeen) })
        : t('behind.upToDateAtSync', { time: clock(station.lastSeen) });
  if (station.lastSeen === null) return station.entries === 0 ? '—' : t('behind.neverReported');
  const count = t('behind.entries', { count: station.behind });
  const entries = station.held > 0 ? t('behind.held', { entries: count, held: station.held }) : count;
  if (station.state === 'revoked') return entries;
  return station.behind > 0 || station.held > 0
    ? t('behind.byLastReport', { entries, time: clock(station.lastSeen) })
    : t('behind.unknown', { time: clock(station.lastSeen) });
}

/**
 * How far the station's clock is off the hub's, past CLOCK_SKEW_SHOWN_MS (see clockSkewWords);
 * null within it, or not known. Shown, never held against the station: its entries keep its times.
 */
export function clockText({ t }: HallText, station: Pick<HallStationCard, 'clockSkewMs'>): string | null {
  const parts = clockSkewParts(station.clockSkewMs);
  if (parts === null) return null;
  const amount =
    parts.hours === 0
      ? t('clock.minutes', { minutes: parts.minutes })
      : parts.minutes === 0
        ? t('clock.hours', { hours: parts.hours })
        : t('clock.hoursMinutes', { hours: parts.hours, minutes: parts.minutes });
  return t(parts.direction === 'behind' ? 'clock.behind' : 'clock.ahead', { amount });
}
