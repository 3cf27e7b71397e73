import type { HallDesignation } from '../../common/hall-view-shapes.ts';
import type { ChainHead } from '../log/challenge-log.ts';
import { alphabetLabel, paperHead, type LexiconSummary } from './export-header.ts';
import type { LogEntry } from '../log/log-entry.ts';

/** One station as the report's header block shows it. */
export interface ReportStation {
  readonly stationId: string;
  readonly stationName: string;
  /** In a hall's export: the name the station reports for itself, when not its invitation's. */
  readonly callsItself?: string | null;
  readonly appVersion: string | null;
  readonly exportedAt: string | null;
  readonly lexicons: readonly LexiconSummary[];
  readonly head: ChainHead | null;
  readonly entryCount: number;
}

/** What a printable report shows: one station's export, or several stations merged. */
/** One station's verdicts judged again at the hub: how many agree, differ, or could not be judged. */
export interface StationJudgedAgain {
  readonly stationId: string;
  readonly stationName: string;
  readonly judged: number;
  readonly agreeing: number;
  readonly differing: number;
  /** Entries on a list the hub does not hold: not judged again, and said so. */
  readonly notJudged: number;
}

export interface ReportInput {
  readonly title: string;
  readonly generatedAt: string;
  readonly stations: readonly ReportStation[];
  /** In the order to print; rulings and checks are moved under the challenge they refer to. */
  readonly entries: readonly LogEntry[];
  /** Problems the reader must see first, e.g. refused files or conflicting entries. */
  readonly warnings?: readonly string[];
  /** A merged log's own head (merged-head.ts), printed large to be noted on paper. */
  readonly mergedHead?: string;
  /** In a hall's export: the hall, its designated lexicon and every designation made. */
  readonly hall?: {
    readonly hallId: string;
    readonly hallName: string;
    readonly designated: HallDesignation | null;
    readonly designations: readonly HallDesignation[];
    readonly judgedAgain: readonly StationJudgedAgain[];
  };
}

/**
 * A self-contained, printable HTML report: inline CSS, no scripts (its Content-Security-Policy
 * forbids them), every piece of text escaped. The chain head is printed large so a director can
 * copy it onto the round's paper record.
 */
export function renderHtmlReport(input: ReportInput): string {
  const multiStation = input.stations.length > 1;
  const names = new Map(input.stations.map((station) => [station.stationId, station.stationName]));
  const rows = orderRows(input.entries)
    .map(({ entry, followUp }) =>
      entryRow(entry, followUp, multiStation ? (names.get(entry.stationId) ?? entry.stationId) : null),
    )
    .join('\n');
  const warnings = input.warnings ?? [];
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta http-equiv="Content-Security-Policy" content="default-src 'none'; style-src 'unsafe-inline'">
<title>${escapeHtml(input.title)}</title>
<style>${STYLE}</style>
</head>
<body>
<h1>${escapeHtml(input.title)}</h1>
<p class="generated">Generated ${escapeHtml(displayTime(input.generatedAt))} UTC</p>
${warnings.length === 0 ? '' : `<section class="warnings"><h2>Needs attention</h2><ul>${warnings.map((warning) => `<li>${escapeHtml(warning)}</li>`).join('')}</ul></section>`}
${input.mergedHead === undefined ? '' : `<div class="head merged-head"><span class="label">Merged head — every station's entries, in this order</span><span class="paper">${escapeHtml(input.mergedHead)}</span></div>`}
${input.hall === undefined ? '' : hallBlock(input.hall)}
<section class="stations">
${input.stations.map(stationBlock).join('\n')}
</section>
<table>
<thead><tr><th>Seq</th><th>Time (UTC)</th>${multiStation ? '<th>Station</th>' : ''}<th>Round</th><th>Table</th><th>Entry</th><th>Verdict</th><th>Lexicon</th><th>Hash</th></tr></thead>
<tbody>
${rows === '' ? `<tr><td colspan="${multiStation ? 9 : 8}" class="empty">No entries.</td></tr>` : rows}
</tbody>
</table>
<p class="legend">✓ in the lexicon · ✗ not in the lexicon. Rulings and checks are shown under the challenge they refer to. Hashes are shortened; the export files hold them in full.</p>
</body>
</html>
`;
}

/** Escapes text for HTML element content and quoted attribute values. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/gu, (char) => HTML_ESCAPES[char] ?? char);
}

const HTML_ESCAPES: Readonly<Record<string, string>> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/** A lexicon as the report names it: "CSW24 (1a2b3c4d, 280887 words, English tiles)". */
function lexiconLine(lexicon: LexiconSummary): string {
  const facts = [lexicon.fingerprint.slice(0, 8), `${lexicon.wordCount} words`, alphabetLabel(lexicon)];
  return `${lexicon.name} (${facts.filter((fact) => fact !== '').join(', ')})`;
}

// The hall a hub's export comes from: its designated lexicon (the list every verdict was to be
// judged on) and every designation, with who made it and when.
function hallBlock(hall: NonNullable<ReportInput['hall']>): string {
  const list = (designation: HallDesignation) =>
    `${designation.name} (${designation.fingerprint}${designation.wordCount === null ? '' : `, ${designation.wordCount} words`}, ${designation.alphabet})`;
  const designated =
    hall.designated === null
      ? 'none designated'
      : `${list(hall.designated)}, designated by ${hall.designated.by} at ${displayTime(hall.designated.at)} UTC`;
  const history = hall.designations
    .map(
      (designation) =>
        `<li>${escapeHtml(`${displayTime(designation.at)} UTC, by ${designation.by}: ${list(designation)}`)}</li>`,
    )
    .join('');
  return `<section class="hall">
<h2>Hall: ${escapeHtml(hall.hallName)}</h2>
<dl><dt>Hall id</dt><dd>${escapeHtml(hall.hallId)}</dd><dt>The hall’s lexicon</dt><dd>${escapeHtml(designated)}</dd></dl>
${history === '' ? '' : `<h3>Designations, oldest first</h3><ol>${history}</ol>`}
${judgedAgainTable(hall.judgedAgain)}
</section>`;
}

// The hub's second opinion on every verdict: each adjudication judged again with its own copy of
// the entry's list; a list the hub does not hold is counted as not judged again.
function judgedAgainTable(rows: readonly StationJudgedAgain[]): string {
  if (rows.length === 0) return '';
  const body = rows
    .map(
      (row) =>
        `<tr><td>${escapeHtml(row.stationName)}</td><td>${row.judged}</td><td>${row.agreeing}</td><td${row.differing === 0 ? '' : ' class="differs"'}>${row.differing}</td><td>${row.notJudged}</td></tr>`,
    )
    .join('');
  return `<h3>Every verdict judged again at the hub</h3>
<table class="judged-again"><thead><tr><th>Station</th><th>Judged again</th><th>Agreeing</th><th>Differing</th><th>Not judged again (a list the hub does not hold)</th></tr></thead><tbody>${body}</tbody></table>`;
}

function stationBlock(station: ReportStation): string {
  const lexicons = station.lexicons.length === 0 ? 'none' : station.lexicons.map(lexiconLine).join('; ');
  const facts: [string, string][] = [
    ...(station.callsItself === undefined || station.callsItself === null
      ? []
      : [['Calls itself', station.callsItself] as [string, string]]),
    ['Station id', station.stationId],
    ...(station.appVersion === null ? [] : [['App version', station.appVersion] as [string, string]]),
    ...(station.exportedAt === null
      ? []
      : [['Exported at', `${displayTime(station.exportedAt)} UTC`] as [string, string]]),
    ['Lexicons', lexicons],
    ['Entries', String(station.entryCount)],
  ];
  const head =
    station.head === null
      ? '<div class="head"><span class="label">Chain head</span><span class="paper">none — the log is empty</span></div>'
      : `<div class="head"><span class="label">Chain head — note it on paper</span><span class="paper">${escapeHtml(paperHead(station.head))}</span><span class="full">seq ${station.head.seq} · hash ${escapeHtml(station.head.hash)}</span></div>`;
  return `<div class="station">
<h2>${escapeHtml(station.stationName)}</h2>
<dl>${facts.map(([label, value]) => `<dt>${escapeHtml(label)}</dt><dd>${escapeHtml(value)}</dd>`).join('')}</dl>
${head}
</div>`;
}

interface ReportRow {
  readonly entry: LogEntry;
  readonly followUp: boolean;
}

// Rulings and checks go right under the challenge they review (when it is in the report), in order.
function orderRows(entries: readonly LogEntry[]): ReportRow[] {
  const key = (stationId: string, seq: number): string => `${stationId}\u0000${seq}`;
  const challenges = new Set(
    entries.filter((entry) => entry.kind === 'adjudication').map((entry) => key(entry.stationId, entry.seq)),
  );
  const isFollowUp = (entry: LogEntry): boolean =>
    (entry.kind === 'ruling' || entry.kind === 'check') &&
    entry.refersTo !== null &&
    challenges.has(key(entry.stationId, entry.refersTo));
  const followUps = new Map<string, LogEntry[]>();
  for (const entry of entries) {
    if (!isFollowUp(entry) || entry.refersTo === null) continue;
    const target = key(entry.stationId, entry.refersTo);
    followUps.set(target, [...(followUps.get(target) ?? []), entry]);
  }
  return entries
    .filter((entry) => !isFollowUp(entry))
    .flatMap((entry) => [
      { entry, followUp: false },
      ...(followUps.get(key(entry.stationId, entry.seq)) ?? []).map((later) => ({
        entry: later,
        followUp: true,
      })),
    ]);
}

function entryRow(entry: LogEntry, followUp: boolean, stationName: string | null): string {
  const cells = [
    `<td class="seq">${entry.seq}</td>`,
    `<td class="time">${escapeHtml(displayTime(entry.time))}</td>`,
    ...(stationName === null ? [] : [`<td>${escapeHtml(stationName)}</td>`]),
    `<td>${entry.round ?? ''}</td>`,
    `<td>${entry.table ?? ''}</td>`,
    `<td class="entry">${describe(entry)}</td>`,
    `<td class="verdict">${entry.verdict === null ? '' : `<strong class="${entry.verdict === 'ACCEPTABLE' ? 'ok' : 'no'}">${entry.verdict}</strong>`}</td>`,
    `<td>${entry.lexiconName === '' ? '' : `${escapeHtml(entry.lexiconName)} <span class="fp">${escapeHtml(entry.lexiconFingerprint.slice(0, 8))}</span>`}</td>`,
    `<td class="hash">${escapeHtml(entry.hash.slice(0, 12))}</td>`,
  ];
  return `<tr class="${followUp ? 'follow-up' : entry.kind}">${cells.join('')}</tr>`;
}

function describe(entry: LogEntry): string {
  const by = entry.judge === null ? '' : ` by ${escapeHtml(entry.judge)}`;
  const note = entry.details === null ? '' : `<div class="note">${escapeHtml(entry.details)}</div>`;
  switch (entry.kind) {
    case 'adjudication':
      return `${words(entry)}<div class="meta">Challenge · ${escapeHtml(entry.source)}${entry.challengeRule === null ? '' : ` · ${escapeHtml(entry.challengeRule)}`}</div>${note}`;
    case 'ruling':
      return `<span class="kind">↳ Ruling${by}: ${escapeHtml(entry.ruling ?? '')}</span>${refersTo(entry)} ${words(entry)}${note}`;
    case 'check':
      return `<span class="kind">↳ Check${by}</span>${refersTo(entry)} ${words(entry)}${note}`;
    case 'event':
      return `<span class="kind">Event: ${escapeHtml(entry.action ?? '')}</span>${by}${entry.details === null ? '' : ` — ${escapeHtml(entry.details)}`}`;
  }
}

function refersTo(entry: LogEntry): string {
  return entry.refersTo === null ? '' : ` <span class="meta">(entry ${entry.refersTo})</span>`;
}

function words(entry: LogEntry): string {
  return entry.words
    .map((word, index) => {
      const valid = entry.wordResults[index] === true;
      return `<span class="word ${valid ? 'ok' : 'no'}">${escapeHtml(word)}&nbsp;${valid ? '✓' : '✗'}</span>`;
    })
    .join(' ');
}

function displayTime(iso: string): string {
  return iso.replace('T', ' ').replace(/\.\d+Z$|Z$/u, '');
}

const STYLE = `
body { font: 11pt/1.35 system-ui, sans-serif; margin: 1.5cm; color: #000; }
h1 { font-size: 18pt; margin: 0 0 .2em; }
h2 { font-size: 13pt; margin: 0 0 .3em; }
.generated, .legend, .meta, .fp { color: #444; font-size: 9pt; }
.stations { display: flex; flex-wrap: wrap; gap: 1em; margin: 1em 0; }
.station { border: 1px solid #000; padding: .6em .8em; break-inside: avoid; min-width: 18em; }
dl { display: grid; grid-template-columns: auto 1fr; gap: .1em .8em; margin: 0 0 .5em; font-size: 9.5pt; }
dt { font-weight: bold; } dd { margin: 0; overflow-wrap: anywhere; }
.head .label { display: block; font-size: 9pt; text-transform: uppercase; letter-spacing: .05em; }
.head .paper { display: block; font: bold 24pt/1.2 ui-monospace, monospace; }
.head .full { display: block; font: 8pt ui-monospace, monospace; overflow-wrap: anywhere; }
.warnings { border: 3px solid #000; padding: .4em .8em; margin: 1em 0; }
table { border-collapse: collapse; width: 100%; font-size: 9.5pt; }
thead { display: table-header-group; }
th, td { border-bottom: 1px solid #999; padding: .25em .4em; text-align: left; vertical-align: top; }
.differs { font-weight: bold; }
tr { break-inside: avoid; }
tr.follow-up td { border-bottom-style: dotted; background: #f3f3f3; }
tr.follow-up td.entry { padding-left: 1.5em; }
tr.event td { color: #333; font-size: 9pt; }
.word { font-weight: bold; white-space: nowrap; }
.word.no, strong.no { text-decoration: underline; }
.kind { font-weight: bold; }
.note { font-style: italic; }
.hash, .seq { font-family: ui-monospace, monospace; }
.empty { text-align: center; padding: 1em; }
@media print { body { margin: 0; } .station { border-width: 2px; } tr.follow-up td { background: none; } }
`;
