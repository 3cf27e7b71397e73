import { wordSpelling } from '../../common/alphabets/index.ts';
import { entryGame } from '../../common/entry-game.ts';
import { gameSentences } from '../../common/game-sentences.ts';
import type { KioskLanguage } from '../../common/kiosk-languages.ts';
import { readRecordedRule } from '../../common/recorded-challenge-rule.ts';
import type { ChainHead } from '../log/challenge-log.ts';
import type { LogEntry } from '../log/log-entry.ts';
import { paperHead, type LexiconSummary } from './export-header.ts';
import { escapeHtml, htmlMessage } from './html-escape.ts';
import { hallBlock, type ReportHall } from './report-hall.ts';
import { STYLE } from './report-style.ts';
import { reportText, type ReportText } from './report-text.ts';
import { warningText, type ReportWarning } from './report-warnings.ts';

export type { ReportHall, StationJudgedAgain } from './report-hall.ts';
export type { ReportWarning } from './report-warnings.ts';

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

/** What the hub found judging an adjudication again with its own copy of the list. */
export type EntryJudgedAgain = 'agrees' | 'differs' | 'not-judged';

/** The key of one station's entry among a merged report's marks (`judgedAgain`). */
export function entryMarkKey(entry: Pick<LogEntry, 'stationId' | 'seq'>): string {
  return `${entry.stationId}:${entry.seq}`;
}

/** What a printable report shows: one station's export, or several stations merged. */
export interface ReportInput {
  /** The event's language (the station's kiosk language, or the hall's); English when not given. */
  readonly language?: KioskLanguage;
  readonly title: string;
  readonly generatedAt: string;
  readonly stations: readonly ReportStation[];
  /** In the order to print; rulings and checks are moved under the challenge they refer to. */
  readonly entries: readonly LogEntry[];
  /** Problems the reader must see first, e.g. refused files or conflicting entries. */
  readonly warnings?: readonly ReportWarning[];
  /** A merged log's own head (merged-head.ts), printed large to be noted on paper. */
  readonly mergedHead?: string;
  /** In a hall's export: the hall, its designated lexicon and every designation made. */
  readonly hall?: ReportHall;
  /**
   * In a hall's export: what the hub found judging each adjudication again, by {@link entryMarkKey};
   * one whose verdict the hub's copy of the list would not give is marked on its own row.
   */
  readonly judgedAgain?: ReadonlyMap<string, EntryJudgedAgain>;
  /** In a hall's export: when the hub received each entry (its own clock), shown under the station's time. */
  readonly receivedAt?: ReadonlyMap<string, string>;
}

/**
 * A self-contained, printable HTML report in the event's language: inline CSS, no scripts (its
 * Content-Security-Policy forbids them), every piece of text escaped. The chain head is printed
 * large so a director can copy it onto the round's paper record. What the log recorded (words,
 * names, initials, event actions and details) is shown as recorded, in whatever language it is.
 */
export function renderHtmlReport(input: ReportInput): string {
  const text = reportText(input.language ?? 'en');
  const say = (...args: Parameters<ReportText['say']>): string => htmlMessage(text, ...args);
  const multiStation = input.stations.length > 1;
  const names = new Map(input.stations.map((station) => [station.stationId, station.stationName]));
  const rows = orderRows(input.entries)
    .map(({ entry, followUp }) =>
      entryRow(
        entry,
        followUp,
        multiStation ? (names.get(entry.stationId) ?? entry.stationId) : null,
        input.judgedAgain?.get(entryMarkKey(entry)) === 'differs',
        text,
        input.receivedAt?.get(entryMarkKey(entry)) ?? null,
      ),
    )
    .join('\n');
  const warnings = input.warnings ?? [];
  const columns = [
    'seq',
    'time',
    ...(multiStation ? (['station'] as const) : []),
    'round',
    'table',
    'entry',
    'verdict',
    'lexicon',
    'hash',
  ] as const;
  return `<!doctype html>
<html lang="${text.language}">
<head>
<meta charset="utf-8">
<meta http-equiv="Content-Security-Policy" content="default-src 'none'; style-src 'unsafe-inline'">
<title>${escapeHtml(input.title)}</title>
<style>${STYLE}</style>
</head>
<body>
<h1>${escapeHtml(input.title)}</h1>
<p class="generated">${say('generated', { time: text.time(input.generatedAt) })}</p>
${warnings.length === 0 ? '' : `<section class="warnings"><h2>${say('warnings.heading')}</h2><ul>${warnings.map((warning) => `<li>${escapeHtml(warningText(warning, text))}</li>`).join('')}</ul></section>`}
${input.mergedHead === undefined ? '' : `<div class="head merged-head"><span class="label">${say('mergedHead.label')}</span><span class="paper">${escapeHtml(input.mergedHead)}</span></div>`}
${input.hall === undefined ? '' : hallBlock(input.hall, text)}
<section class="stations">
${input.stations.map((station) => stationBlock(station, text)).join('\n')}
</section>
<table>
<thead><tr>${columns.map((column) => `<th>${say(`column.${column}`)}</th>`).join('')}</tr></thead>
<tbody>
${rows === '' ? `<tr><td colspan="${columns.length}" class="empty">${say('table.empty')}</td></tr>` : rows}
</tbody>
</table>
<p class="legend">${say('legend')}</p>
</body>
</html>
`;
}

/** A lexicon as the report names it: "CSW24 (1a2b3c4d, 280,887 words, English tiles)". */
function lexiconLine(lexicon: LexiconSummary, text: ReportText): string {
  const facts = [
    lexicon.fingerprint.slice(0, 8),
    text.say('lexicon.words', { count: lexicon.wordCount }),
    // A format 1 export does not name the alphabet: then the report cannot either.
    lexicon.alphabet === undefined
      ? ''
      : text.say('lexicon.tiles', { alphabet: text.say(`alphabet.${lexicon.alphabet}`) }),
  ];
  return text.say('lexicon.line', {
    name: lexicon.name,
    facts: facts.filter((fact) => fact !== '').join(', '),
  });
}

function stationBlock(station: ReportStation, text: ReportText): string {
  const lexicons =
    station.lexicons.length === 0
      ? text.say('station.noLexicons')
      : station.lexicons.map((lexicon) => lexiconLine(lexicon, text)).join('; ');
  const facts: [string, string][] = [
    ...(station.callsItself === undefined || station.callsItself === null
      ? []
      : [[text.say('station.callsItself'), station.callsItself] as [string, string]]),
    [text.say('station.id'), station.stationId],
    ...(station.appVersion === null
      ? []
      : [[text.say('station.appVersion'), station.appVersion] as [string, string]]),
    ...(station.exportedAt === null
      ? []
      : [
          [text.say('station.exportedAt'), text.say('time.utc', { time: text.time(station.exportedAt) })] as [
            string,
            string,
          ],
        ]),
    [text.say('station.lexicons'), lexicons],
    [text.say('station.entries'), text.count(station.entryCount)],
  ];
  const head =
    station.head === null
      ? `<div class="head"><span class="label">${htmlMessage(text, 'head.emptyLabel')}</span><span class="paper">${htmlMessage(text, 'head.empty')}</span></div>`
      : `<div class="head"><span class="label">${htmlMessage(text, 'head.label')}</span><span class="paper">${escapeHtml(paperHead(station.head))}</span><span class="full">${htmlMessage(text, 'head.full', { seq: station.head.seq, hash: station.head.hash })}</span></div>`;
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

function entryRow(
  entry: LogEntry,
  followUp: boolean,
  stationName: string | null,
  differs: boolean,
  text: ReportText,
  receivedAt: string | null,
): string {
  const verdict =
    (entry.verdict === null
      ? ''
      : `<strong class="${entry.verdict === 'ACCEPTABLE' ? 'ok' : 'no'}">${htmlMessage(text, `verdict.${entry.verdict}`)}</strong>`) +
    (differs ? `<div class="differs">${htmlMessage(text, 'entry.judgedAgainDiffers')}</div>` : '');
  const cells = [
    `<td class="seq">${entry.seq}</td>`,
    `<td class="time">${escapeHtml(text.time(entry.time))}${receivedAt === null ? '' : `<div class="meta">${htmlMessage(text, 'entry.receivedAt', { time: text.time(receivedAt) })}</div>`}</td>`,
    ...(stationName === null ? [] : [`<td>${escapeHtml(stationName)}</td>`]),
    `<td>${entry.round ?? ''}</td>`,
    `<td>${entry.table ?? ''}</td>`,
    `<td class="entry">${describe(entry, text)}</td>`,
    `<td class="verdict">${verdict}</td>`,
    `<td>${entry.lexiconName === '' ? '' : `${escapeHtml(entry.lexiconName)} <span class="fp">${escapeHtml(entry.lexiconFingerprint.slice(0, 8))}</span>`}</td>`,
    `<td class="hash">${escapeHtml(entry.hash.slice(0, 12))}</td>`,
  ];
  return `<tr class="${followUp ? 'follow-up' : entry.kind}${differs ? ' differs' : ''}">${cells.join('')}</tr>`;
}

function describe(entry: LogEntry, text: ReportText): string {
  const say = (...args: Parameters<ReportText['say']>): string => htmlMessage(text, ...args);
  const judge = entry.judge;
  const note = entry.details === null ? '' : `<div class="note">${escapeHtml(entry.details)}</div>`;
  switch (entry.kind) {
    case 'adjudication':
      return `${words(entry)}<div class="meta">${say('entry.challenge')} · ${say(`source.${entry.source}`)}${entry.challengeRule === null ? '' : ` · ${escapeHtml(ruleWords(entry.challengeRule, text))}`}</div>${gameBlock(entry, text)}${note}`;
    case 'ruling': {
      const ruling = entry.ruling === null ? '' : text.say(`ruling.${entry.ruling}`);
      const said =
        judge === null ? say('entry.ruling', { ruling }) : say('entry.rulingBy', { ruling, judge });
      return `<span class="kind">↳ ${said}</span>${refersTo(entry, text)} ${words(entry)}${note}`;
    }
    case 'check':
      return `<span class="kind">↳ ${judge === null ? say('entry.check') : say('entry.checkBy', { judge })}</span>${refersTo(entry, text)} ${words(entry)}${note}`;
    case 'event':
      return `<span class="kind">${say('entry.event', { action: entry.action ?? '' })}</span>${judge === null ? '' : ` ${say('entry.eventBy', { judge })}`}${entry.details === null ? '' : ` — ${escapeHtml(entry.details)}`}`;
  }
}

// The game from the pairings (where, the two players first player first, who challenged) and what
// the rule made of it; nothing for an entry recorded without a game, so it prints as it always did.
function gameBlock(entry: LogEntry, text: ReportText): string {
  const game = entryGame(entry);
  if (game === null) return '';
  const said = gameSentences(game, (id, values) => text.say(id, values));
  return `<div class="game"><div>${escapeHtml(said.where)}</div><div>${escapeHtml(said.players.join(' · '))}</div><div>${escapeHtml(said.challenger)}</div>${said.outcome === null ? '' : `<div class="outcome">${escapeHtml(said.outcome)}</div>`}</div>`;
}

// The rule as the log recorded it, named in the report's language; words no station writes as recorded.
function ruleWords(recorded: string, text: ReportText): string {
  const rule = readRecordedRule(recorded);
  if (rule === null) return recorded;
  return rule.kind === 'double' ? text.say('rule.double') : text.say('rule.points', { points: rule.points });
}

function refersTo(entry: LogEntry, text: ReportText): string {
  return entry.refersTo === null
    ? ''
    : ` <span class="meta">${htmlMessage(text, 'entry.refersTo', { seq: entry.refersTo })}</span>`;
}

// Each word as spelled (COL·LEGI): the report is read on paper; the CSV and JSON Lines beside it
// keep the log's form (CO[L·L]EGI) for programs.
function words(entry: LogEntry): string {
  return entry.words
    .map((word, index) => {
      const valid = entry.wordResults[index] === true;
      return `<span class="word ${valid ? 'ok' : 'no'}">${escapeHtml(wordSpelling(word))}&nbsp;${valid ? '✓' : '✗'}</span>`;
    })
    .join(' ');
}
