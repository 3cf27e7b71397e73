// A station's card as the hall view shows it: the hub's status row, with every text the station
// sent made visible here, on the hub (visible-text.ts), so the page shows what it gets as text.
import type { HallAlertMessage } from '../../common/hall-alert-messages.ts';
import type { HallFeedItem } from '../../common/hall-view-shapes.ts';
import { callsItself, shownHallReport } from '../../core/hall/hub/hall-display.ts';
import type { StationStatus } from '../../core/hall/hub/hub-status.ts';
import { visibleText } from '../../core/hall/wire/visible-text.ts';
import type { HallStationCard } from '../../ipc/hall-view-contract.ts';

/**
 * The card of the station in `row`; `last` is its last challenge in the feed, if any; `reach` its
 * open unreachable or quiet alert's message, if any.
 */
export function stationCard(
  row: StationStatus,
  last: HallFeedItem | null,
  reach: HallAlertMessage | null = null,
): HallStationCard {
  const own = callsItself({ name: row.name, stationName: row.stationName });
  return {
    token: row.token,
    name: visibleText(row.name),
    callsItself: own === null ? null : visibleText(own),
    state: row.state,
    presence: row.presence,
    lastSeen: row.lastSeen,
    inTouch: row.inTouch,
    upToDate: row.upToDate,
    reach,
    appVersion: row.appVersion === null ? null : visibleText(row.appVersion),
    lexicons: row.lexicons.map(({ name, alphabet, fingerprint }) => ({
      name: visibleText(name),
      alphabet,
      fingerprint,
    })),
    lastJudged: last === null ? null : { round: last.round, table: last.table, time: last.time },
    entries: row.entries,
    behind: row.behind,
    held: row.held,
    chain: row.chain,
    problem: row.problem === null ? null : visibleText(row.problem),
    health:
      row.health === null
        ? null
        : {
            verifiedThrough: row.health.verifiedThrough,
            writeRefused: row.health.writeRefused === null ? null : visibleText(row.health.writeRefused),
            fileGuard: row.health.fileGuard === null ? null : visibleText(row.health.fileGuard),
            lexiconsRefused: row.health.lexiconsRefused.map(({ name, fingerprint, reason }) => ({
              name: visibleText(name),
              fingerprint,
              reason: visibleText(reason),
            })),
          },
    hall: row.hall === null ? null : shownHallReport(row.hall),
    faults: row.faults.length,
    clockSkewMs: row.clockSkewMs,
  };
}
