// The hall block of a hub's merged report: the hall, its designated lexicon (the list every verdict
// was to be judged on), every designation with who made it and when, and the hub's second opinion.
import { isAlphabetId } from '../../common/alphabets/index.ts';
import type { HallDesignation } from '../../common/hall-view-shapes.ts';
import { escapeHtml, htmlMessage } from './html-escape.ts';
import type { ReportText } from './report-text.ts';

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

/** The hall a hub's export comes from, as its report shows it. */
export interface ReportHall {
  readonly hallId: string;
  readonly hallName: string;
  readonly designated: HallDesignation | null;
  readonly designations: readonly HallDesignation[];
  readonly judgedAgain: readonly StationJudgedAgain[];
}

/** The hall's section of the report. */
export function hallBlock(hall: ReportHall, text: ReportText): string {
  // The alphabet by its name in the report's language (the hall recorded its id); an id this
  // version does not know, as recorded.
  const alphabet = (id: string): string => (isAlphabetId(id) ? text.say(`alphabet.${id}`) : id);
  const list = (designation: HallDesignation): string =>
    designation.wordCount === null
      ? text.say('hall.list', {
          name: designation.name,
          fingerprint: designation.fingerprint,
          alphabet: alphabet(designation.alphabet),
        })
      : text.say('hall.listWithWords', {
          name: designation.name,
          fingerprint: designation.fingerprint,
          count: designation.wordCount,
          alphabet: alphabet(designation.alphabet),
        });
  const designated =
    hall.designated === null
      ? text.say('hall.noneDesignated')
      : text.say('hall.designated', {
          list: list(hall.designated),
          by: hall.designated.by,
          time: text.time(hall.designated.at),
        });
  const history = hall.designations
    .map(
      (designation) =>
        `<li>${htmlMessage(text, 'hall.designation', { time: text.time(designation.at), by: designation.by, list: list(designation) })}</li>`,
    )
    .join('');
  return `<section class="hall">
<h2>${htmlMessage(text, 'hall.heading', { hall: hall.hallName })}</h2>
<dl><dt>${htmlMessage(text, 'hall.id')}</dt><dd>${escapeHtml(hall.hallId)}</dd><dt>${htmlMessage(text, 'hall.lexicon')}</dt><dd>${escapeHtml(designated)}</dd></dl>
${history === '' ? '' : `<h3>${htmlMessage(text, 'hall.designations')}</h3><ol>${history}</ol>`}
${judgedAgainTable(hall.judgedAgain, text)}
</section>`;
}

// The hub's second opinion on every verdict: each adjudication judged again with its own copy of
// the entry's list; a list the hub does not hold is counted as not judged again.
function judgedAgainTable(rows: readonly StationJudgedAgain[], text: ReportText): string {
  if (rows.length === 0) return '';
  const body = rows
    .map(
      (row) =>
        `<tr><td>${escapeHtml(row.stationName)}</td><td>${text.count(row.judged)}</td><td>${text.count(row.agreeing)}</td><td${row.differing === 0 ? '' : ' class="differs"'}>${text.count(row.differing)}</td><td>${text.count(row.notJudged)}</td></tr>`,
    )
    .join('');
  const heads = (['station', 'judged', 'agreeing', 'differing', 'notJudged'] as const)
    .map((column) => `<th>${htmlMessage(text, `judgedAgain.${column}`)}</th>`)
    .join('');
  return `<h3>${htmlMessage(text, 'judgedAgain.heading')}</h3>
<table class="judged-again"><thead><tr>${heads}</tr></thead><tbody>${body}</tbody></table>`;
}
