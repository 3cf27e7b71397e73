// The per-player report as the hall shows it: every text a station sent (names, divisions, tables,
// words) with its control and bidi characters made visible (visible-text.ts), as the hall view and
// `hall status` show a station's texts, so a name cannot reorder or hide what is printed beside it.
import type { PlayerChallengeLine, PlayerReport, ReportPlayer } from '../../common/player-report-shapes.ts';
import { visibleText } from '../hall/wire/visible-text.ts';

/** The report with every station-sent text made visible. */
export function visiblePlayerReport(report: PlayerReport): PlayerReport {
  return {
    ...report,
    players: report.players.map((player) => ({
      ...visiblePlayer(player),
      lines: player.lines.map(visibleLine),
    })),
  };
}

function visiblePlayer<T extends ReportPlayer>(player: T): T {
  return { ...player, division: visibleText(player.division), name: visibleText(player.name) };
}

function visibleLine(line: PlayerChallengeLine): PlayerChallengeLine {
  return {
    ...line,
    table: line.table === null ? null : visibleText(line.table),
    opponent: visiblePlayer(line.opponent),
    words: line.words.map(visibleText),
  };
}
