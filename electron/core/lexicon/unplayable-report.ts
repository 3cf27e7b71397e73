import type { AlphabetId } from '../../common/alphabets/index.ts';
import type { UnplayableReportView } from '../../common/unplayable-report-view.ts';
import { StationRequestError } from '../errors.ts';
import { showWord } from '../words/character-description.ts';
import { alphabetHint, alphabetHintText, type AlphabetHint } from './alphabet-hint.ts';
import {
  UNPLAYABLE_REASONS,
  type UnplayableLine,
  type UnplayableLines,
  type UnplayableReason,
} from './unplayable-lines.ts';

/** How many lines of each reason a report shows; the report file holds them all. */
export const FIRST_LINES_SHOWN = 5;

/** One reason's lines: how many, and the first few in file order. */
export interface UnplayableGroup {
  readonly reason: UnplayableReason;
  readonly label: string;
  readonly count: number;
  readonly first: readonly UnplayableLine[];
}

/** What a director is shown about a list's unplayable lines. */
export interface UnplayableReport {
  readonly total: number;
  /** The reasons met, in the order of {@link UNPLAYABLE_REASONS}. */
  readonly groups: readonly UnplayableGroup[];
  /** Where the full list was written, or null when it could not be. */
  readonly file: string | null;
  /** The alphabet the lines refused for their letters are written in, when they say (alphabet-hint.ts). */
  readonly hint: AlphabetHint | null;
  /** How the list was read: stand-ins, folding, and a hint when it looks written otherwise (reading-notes.ts). */
  readonly notes: readonly string[];
}

/**
 * The report of `lines`, whose full list is in `file`; `hint` names the alphabet they are in, if
 * known, and `notes` say how the list was read.
 */
export function unplayableReport(
  lines: UnplayableLines,
  file: string | null,
  hint: AlphabetHint | null = null,
  notes: readonly string[] = [],
): UnplayableReport {
  const byReason = new Map<UnplayableReason, UnplayableLine[]>();
  for (const line of lines.lines()) {
    const group = byReason.get(line.reason) ?? [];
    group.push(line);
    byReason.set(line.reason, group);
  }
  const groups = UNPLAYABLE_REASONS.flatMap(({ reason, label }) => {
    const group = byReason.get(reason);
    return group === undefined
      ? []
      : [{ reason, label, count: group.length, first: group.slice(0, FIRST_LINES_SHOWN) }];
  });
  return { total: lines.count, groups, file, hint, notes };
}

/** One line as a report shows it: `Line 4891: "alkermes" (k is not a Spanish tile)`. */
export function describeUnplayableLine(line: UnplayableLine): string {
  const where = line.line === null ? '' : `Line ${line.line}: `;
  return `${where}${showWord(line.text)} (${line.detail})`;
}

/** "40 lines" or "1 line". */
export function linesCount(count: number): string {
  return `${count.toLocaleString('en')} ${count === 1 ? 'line' : 'lines'}`;
}

/** The counts by reason, for the log: `40 not a tile of this alphabet, 2 fewer than 2 or more than 15 tiles`. */
export function countsByReason(report: UnplayableReport): string {
  return report.groups.map((group) => `${group.count} ${group.label}`).join(', ');
}

/** The report as text: the counts by reason and the first lines of each, then where the rest are. */
export function unplayableSummary(report: UnplayableReport): string[] {
  return [
    `The word list has ${linesCount(report.total)} that cannot be played:`,
    ...report.groups.flatMap((group) => [
      `  ${group.label}: ${linesCount(group.count)}`,
      ...group.first.map((line) => `    ${describeUnplayableLine(line)}`),
      ...(group.count > group.first.length
        ? [`    … and ${(group.count - group.first.length).toLocaleString('en')} more`]
        : []),
    ]),
    ...(report.file === null ? [] : [`Every such line is listed in ${report.file}`]),
    ...(report.hint === null ? [] : [`${alphabetHintText(report.hint)}.`]),
    ...report.notes,
  ];
}

/** The whole list, for the report file: every line under its reason. */
export function unplayableFileText(lines: UnplayableLines, heading: readonly string[]): string {
  const all = lines.lines();
  const sections = UNPLAYABLE_REASONS.flatMap(({ reason, label }) => {
    const group = all.filter((line) => line.reason === reason);
    return group.length === 0
      ? []
      : ['', `${label}: ${linesCount(group.length)}`, ...group.map((line) => describeUnplayableLine(line))];
  });
  return [...heading, ...sections, ''].join('\n');
}

/**
 * An import refused because the list has lines no game can play; nothing was installed. It carries
 * the report, so the console can show the groups and offer to import the rest.
 */
export class UnplayableLinesError extends StationRequestError {
  readonly report: UnplayableReport;

  /** `retry` names how to import again skipping those lines where the director imported this one. */
  constructor(
    report: UnplayableReport,
    retry = 'lexicon import --skip-unplayable, or the console’s “Skip the unplayable lines” box',
  ) {
    super(
      [
        ...unplayableSummary(report),
        `Nothing was imported. To import the other words, import the list again skipping the unplayable lines (${retry}).`,
      ].join('\n'),
    );
    this.report = report;
  }
}

/** The console's view of a report. */
export function unplayableReportView(report: UnplayableReport): UnplayableReportView {
  return {
    total: report.total,
    groups: report.groups.map((group) => ({
      label: group.label,
      count: group.count,
      first: group.first.map((line) => describeUnplayableLine(line)),
    })),
    file: report.file,
    alphabetHint: report.hint === null ? null : `${alphabetHintText(report.hint, 'console')}.`,
  };
}

/**
 * Why a list none of whose lines can be played is refused, skipping or not: the report, as text,
 * with the alphabet its letters are in when read in `alphabet` they say another.
 */
export function nothingPlayableMessage(lines: UnplayableLines, alphabet?: AlphabetId): string {
  const hint = alphabet === undefined ? null : alphabetHint(lines, alphabet, 0);
  return [
    ...unplayableSummary(unplayableReport(lines, null, hint)),
    'None of its words can be played; nothing was imported.',
  ].join('\n');
}
