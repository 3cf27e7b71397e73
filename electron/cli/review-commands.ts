import { type Command, InvalidArgumentError, Option } from 'commander';
import { COMMANDS } from './command-table.ts';
import { shortFingerprint } from '../core/lexicon/fingerprint.ts';
import type { EntryKind, LogEntry, Verdict } from '../core/log/log-entry.ts';
import {
  checkWords,
  recordRuling,
  reviewChallenge,
  type WordReview,
} from '../core/review/challenge-review.ts';
import { definedOnly } from '../core/util/defined-only.ts';
import { searchLog, type LogFilter } from '../core/review/log-search.ts';
import { StationRequestError } from '../core/errors.ts';
import { wordSpelling } from '../common/alphabets/index.ts';
import { wordLine } from './word-line.ts';
import { globalOptions, print, withExistingStation, withStation } from './cli-context.ts';
import { EXIT } from './exit-codes.ts';
import { choiceList, entrySeq, positiveInteger, roundNumber } from './option-parsers.ts';

const REVIEW_KINDS: readonly EntryKind[] = ['adjudication', 'ruling', 'check'];
const ALL_KINDS: readonly EntryKind[] = [...REVIEW_KINDS, 'event'];

interface ListOptions {
  readonly round?: number;
  readonly table?: number;
  readonly verdict?: Verdict;
  readonly lexicon?: string;
  readonly word?: string;
  readonly from?: string;
  readonly to?: string;
  readonly kind?: EntryKind[];
  readonly limit: number;
}

/** `review show|check|rule|list`: what a word judge does with a challenge, from the command line. */
export function addReviewCommands(program: Command): void {
  const review = program.command('review').description(COMMANDS.review.summary);

  review
    .command('show')
    .description('show a challenge with each word’s result and definition, and every ruling and check on it')
    .argument('[seq]', 'the entry to show (default: the latest challenge)', entrySeq)
    .action((seq: number | undefined, _options: unknown, command: Command) => {
      const options = globalOptions(command);
      withExistingStation(options, (station) => {
        const shown = reviewChallenge(station, seq);
        const { entry } = shown;
        print(options, shown, [
          `Entry ${entry.seq}: ${entry.verdict ?? ''}`,
          `Time:    ${entry.time}${entry.round === null ? '' : `  round ${entry.round}`}${entry.table === null ? '' : `  table ${entry.table}`}  (${entry.source})`,
          `Lexicon: ${lexiconText(entry)}`,
          ...(entry.challengeRule === null ? [] : [`Rule:    ${entry.challengeRule}`]),
          ...wordLines(shown.words),
          ...(shown.followUps.length === 0
            ? ['No rulings or checks yet.']
            : ['Rulings and checks:', ...shown.followUps.map((later) => `  ${followUpLine(later)}`)]),
        ]);
      });
    });

  review
    .command('check')
    .description(
      'check words for a challenge (a corrected spelling, or another lexicon); recorded in the log',
    )
    .argument('<seq>', 'the challenge being reviewed', entrySeq)
    .requiredOption('--words <words...>', 'the words to check')
    .option('--lexicon <lexicon>', 'check in this lexicon (default: the challenge’s own)')
    .requiredOption('--judge <name>', 'the word judge making the check')
    .action(
      (seq: number, checkOptions: { words: string[]; lexicon?: string; judge: string }, command: Command) => {
        const options = globalOptions(command);
        withStation(options, (station) => {
          const checked = checkWords(station, {
            refersTo: seq,
            words: checkOptions.words,
            judge: checkOptions.judge,
            ...(checkOptions.lexicon === undefined ? {} : { lexicon: checkOptions.lexicon }),
          });
          print(options, { verdict: checked.verdict, words: checked.words, entry: checked.entry }, [
            checked.verdict,
            `Lexicon: ${lexiconText(checked.entry)}`,
            ...wordLines(checked.words),
            `Logged as entry ${checked.entry.seq}, a check of entry ${seq} by ${checked.entry.judge ?? ''}.`,
          ]);
          process.exitCode = checked.verdict === 'ACCEPTABLE' ? EXIT.acceptable : EXIT.unacceptable;
        });
      },
    );

  review
    .command('rule')
    .description('record a ruling on a challenge: the verdict upheld, or overturned (with a note saying why)')
    .argument('<seq>', 'the challenge ruled on', entrySeq)
    .addOption(new Option('--upheld', 'the verdict stands').conflicts('overturned'))
    .addOption(new Option('--overturned', 'the verdict is reversed').conflicts('upheld'))
    .requiredOption('--judge <name>', 'the word judge or director ruling')
    .option('--note <text>', 'why (required when overturning)')
    .action(
      (
        seq: number,
        ruleOptions: { upheld?: boolean; overturned?: boolean; judge: string; note?: string },
        command: Command,
      ) => {
        const options = globalOptions(command);
        if (ruleOptions.upheld !== true && ruleOptions.overturned !== true) {
          throw new StationRequestError('Give --upheld or --overturned.');
        }
        const ruling = ruleOptions.upheld === true ? 'upheld' : 'overturned';
        withStation(options, (station) => {
          const entry = recordRuling(station, {
            refersTo: seq,
            ruling,
            judge: ruleOptions.judge,
            note: ruleOptions.note ?? '',
          });
          print(options, entry, [
            `Entry ${seq} ${ruling}: the verdict is ${entry.verdict ?? ''}.`,
            `Logged as entry ${entry.seq}, a ruling by ${entry.judge ?? ''}.`,
          ]);
        });
      },
    );

  review
    .command('list')
    .description('list challenges, rulings and checks, newest first, filtered by any of the options')
    .option('--round <n>', 'only this round', roundNumber)
    .option('--table <n>', 'only this table', positiveInteger)
    .option('--verdict <verdict>', 'ACCEPTABLE or UNACCEPTABLE', verdict)
    .option('--lexicon <lexicon>', 'lexicon name or fingerprint prefix')
    .option('--word <word>', 'entries with this word')
    .option('--from <time>', 'from this UTC time (ISO, e.g. 2025-05-01T09:00)')
    .option('--to <time>', 'up to this UTC time')
    .option(
      '--kind <kinds>',
      `any of ${ALL_KINDS.join(',')}, or all (default: ${REVIEW_KINDS.join(',')})`,
      (value: string) =>
        value.trim().toLowerCase() === 'all' ? [...ALL_KINDS] : choiceList(ALL_KINDS)(value),
    )
    .option('--limit <n>', 'at most this many entries', positiveInteger, 200)
    .action((listOptions: ListOptions, command: Command) => {
      const options = globalOptions(command);
      withExistingStation(options, (station) => {
        const filter: LogFilter = {
          kinds: listOptions.kind ?? REVIEW_KINDS,
          ...definedOnly({
            round: listOptions.round,
            table: listOptions.table,
            verdict: listOptions.verdict,
            lexicon: listOptions.lexicon,
            word: listOptions.word,
            from: listOptions.from,
            to: listOptions.to,
          }),
        };
        const found = searchLog(station.log, filter, listOptions.limit);
        print(options, found, found.length === 0 ? ['No entries match.'] : found.map(listLine));
      });
    });
}

function verdict(value: string): Verdict {
  const upper = value.trim().toUpperCase();
  if (upper !== 'ACCEPTABLE' && upper !== 'UNACCEPTABLE') {
    throw new InvalidArgumentError('expected ACCEPTABLE or UNACCEPTABLE.');
  }
  return upper;
}

function wordLines(words: readonly WordReview[]): string[] {
  return words.map(wordLine);
}

function lexiconText(entry: LogEntry): string {
  return `${entry.lexiconName} (${shortFingerprint(entry.lexiconFingerprint)})`;
}

// The words as a person reads them (COL·LEGI); `--json` keeps the log's form (CO[L·L]EGI).
function spelled(words: readonly string[]): string {
  return words.map(wordSpelling).join(' ');
}

function followUpLine(entry: LogEntry): string {
  const by = entry.judge === null ? '' : ` by ${entry.judge}`;
  const note = entry.details === null ? '' : ` — ${entry.details}`;
  if (entry.kind === 'ruling')
    return `entry ${entry.seq}: ruling${by}: ${entry.ruling ?? ''}, ${entry.verdict ?? ''}${note}`;
  return `entry ${entry.seq}: check${by}: ${spelled(entry.words)} in ${lexiconText(entry)}: ${entry.verdict ?? ''}${note}`;
}

function listLine(entry: LogEntry): string {
  const place = [entry.round === null ? '' : `R${entry.round}`, entry.table === null ? '' : `T${entry.table}`]
    .filter((part) => part !== '')
    .join(' ');
  const what =
    entry.kind === 'event'
      ? `event ${entry.action ?? ''}${entry.details === null ? '' : `: ${entry.details}`}`
      : `${(entry.verdict ?? '').padEnd(12)} ${spelled(entry.words)}  ${lexiconText(entry)}`;
  const about =
    entry.kind === 'ruling' || entry.kind === 'check'
      ? `  (${entry.kind} of entry ${entry.refersTo ?? '?'}${entry.judge === null ? '' : ` by ${entry.judge}`}${entry.ruling === null ? '' : `: ${entry.ruling}`})`
      : '';
  return `${String(entry.seq).padStart(5)}  ${entry.time}  ${place.padEnd(9)} ${what}${about}`;
}
