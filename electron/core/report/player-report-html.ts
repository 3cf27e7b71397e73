// The per-player report as a printable page in the event's language: inline CSS, no scripts (its
// Content-Security-Policy forbids them), every recorded text escaped. Each player's figures, then
// every challenge in their games with its round, table, opponent, words, verdict and outcome;
// never which word failed (the log's own report shows that, for directors).
import { wordSpelling } from '../../common/alphabets/index.ts';
import type { KioskLanguage } from '../../common/kiosk-languages.ts';
import type {
  PlayerChallengeLine,
  PlayerReport,
  PlayerReportRow,
} from '../../common/player-report-shapes.ts';
import { escapeHtml } from '../export/html-escape.ts';
import { playerReportText, type PlayerReportText } from './player-report-text.ts';

/** What the printable per-player report shows. */
export interface PlayerReportPage {
  readonly report: PlayerReport;
  readonly language: KioskLanguage;
  /** The station's name, or the hall's: the title says which log the report is of. */
  readonly of: { readonly station: string } | { readonly hall: string };
  readonly generatedAt: string;
  /** The division asked for, when one was. */
  readonly division?: string;
}

const STYLE = `
body { font: 11pt/1.35 system-ui, sans-serif; margin: 1.5cm; color: #000; }
h1 { font-size: 18pt; margin: 0 0 .2em; }
h2 { font-size: 13pt; margin: 1.2em 0 .3em; }
.generated, .note { color: #444; font-size: 9pt; }
section.player { break-inside: avoid-page; }
dl { display: grid; grid-template-columns: auto 1fr; gap: .1em .8em; margin: 0 0 .5em; font-size: 9.5pt; }
dt { font-weight: bold; } dd { margin: 0; }
table { border-collapse: collapse; width: 100%; font-size: 9.5pt; }
thead { display: table-header-group; }
th, td { border-bottom: 1px solid #999; padding: .25em .4em; text-align: left; vertical-align: top; }
tr { break-inside: avoid; }
.word { font-weight: bold; white-space: nowrap; }
.empty { text-align: center; padding: 1em; }
@media print { body { margin: 0; } }
`;

/** The report as one self-contained HTML page. */
export function renderPlayerReportHtml(page: PlayerReportPage): string {
  const text = playerReportText(page.language);
  const title =
    'station' in page.of
      ? text.say('players.title.station', { station: page.of.station })
      : text.say('players.title.hall', { hall: page.of.hall });
  const { report } = page;
  const notes = [
    text.html('players.note.counting'),
    ...(report.challengerUnknown === 0
      ? []
      : [text.html('players.note.unknown', { count: report.challengerUnknown })]),
    ...(report.withoutGame === 0
      ? []
      : [text.html('players.note.withoutGame', { count: report.withoutGame })]),
  ];
  const players = report.players.map((player) => playerSection(player, text)).join('\n');
  return `<!doctype html>
<html lang="${text.language}">
<head>
<meta charset="utf-8">
<meta http-equiv="Content-Security-Policy" content="default-src 'none'; style-src 'unsafe-inline'">
<title>${escapeHtml(title)}</title>
<style>${STYLE}</style>
</head>
<body>
<h1>${escapeHtml(title)}</h1>
${page.division === undefined ? '' : `<p class="division">${text.html('players.division', { division: page.division })}</p>`}
<p class="generated">${text.html('players.generated', { time: text.time(page.generatedAt) })}</p>
${notes.map((note) => `<p class="note">${note}</p>`).join('\n')}
${players === '' ? `<p class="empty">${text.html('players.empty')}</p>` : players}
</body>
</html>
`;
}

function playerSection(player: PlayerReportRow, text: PlayerReportText): string {
  const { challengesMade: made, playsChallenged: played } = player;
  const figures: [string, string][] = [
    [
      text.html('players.figure.made'),
      text.html('players.figure.madeValue', { total: made.total, won: made.won, lost: made.lost }),
    ],
    [text.html('players.figure.wordsChallenged'), String(player.wordsChallenged)],
    [
      text.html('players.figure.played'),
      text.html('players.figure.playedValue', {
        total: played.total,
        stood: played.stood,
        cameOff: played.cameOff,
      }),
    ],
    [text.html('players.figure.wordsOfTheirs'), String(player.wordsOfTheirsChallenged)],
    [text.html('players.figure.points'), String(player.pointsFromRule)],
    [text.html('players.figure.turns'), String(player.turnsLost)],
    [text.html('players.figure.unknown'), String(player.challengerUnknown)],
  ];
  const columns = ['round', 'table', 'opponent', 'role', 'words', 'verdict', 'outcome'] as const;
  return `<section class="player">
<h2>${text.html('players.player', { division: player.division, number: String(player.number), name: player.name })}</h2>
<dl>${figures.map(([label, value]) => `<dt>${label}</dt><dd>${value}</dd>`).join('')}</dl>
<table>
<thead><tr>${columns.map((column) => `<th>${text.html(`players.column.${column}`)}</th>`).join('')}</tr></thead>
<tbody>
${player.lines.map((line) => lineRow(line, text)).join('\n')}
</tbody>
</table>
</section>`;
}

function lineRow(line: PlayerChallengeLine, text: PlayerReportText): string {
  const { opponent } = line;
  const cells = [
    line.round === null ? '' : String(line.round),
    escapeHtml(line.table ?? ''),
    text.html('players.opponent', {
      name: opponent.name,
      division: opponent.division,
      number: String(opponent.number),
    }),
    text.html(`players.role.${line.role}`),
    line.words.map((word) => `<span class="word">${escapeHtml(wordSpelling(word))}</span>`).join(' '),
    line.verdict === null ? '' : escapeHtml(text.verdict(line.verdict)),
    outcomeWords(line, text).join(' · '),
  ];
  return `<tr>${cells.map((cell) => `<td>${cell}</td>`).join('')}</tr>`;
}

/** The line's outcome for this player, in words: the play's fate, a turn lost, points, a ruling. */
export function outcomeWords(line: PlayerChallengeLine, text: Pick<PlayerReportText, 'html'>): string[] {
  return [
    ...(line.playFate === null ? [] : [text.html(`players.fate.${line.playFate}`)]),
    ...(line.turnLost === true ? [text.html('players.outcome.turnLost')] : []),
    ...(line.points !== null && line.points > 0
      ? [text.html('players.outcome.points', { points: line.points })]
      : []),
    ...(line.ruling === null ? [] : [text.html(`players.ruling.${line.ruling}`)]),
  ];
}
