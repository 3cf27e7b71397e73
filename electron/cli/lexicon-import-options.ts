import type { Command } from 'commander';
import { ALPHABET_IDS, DEFAULT_ALPHABET_ID, type AlphabetId } from '../common/alphabets/index.ts';
import { SameAsDemoError } from '../core/lexicon/lexicon-import.ts';
import type { LexiconInfo } from '../core/lexicon/lexicon-registry.ts';
import type { Station } from '../core/station/station.ts';
import {
  unplayableSummary,
  UnplayableLinesError,
  type UnplayableReport,
} from '../core/lexicon/unplayable-report.ts';
import { alphabetName } from './lexicon-label.ts';
import { alphabetId } from './option-parsers.ts';

/** The options of an import, at a station (`lexicon import`) or at the hub (`hall lexicon import`). */
export interface ImportOptions {
  readonly name: string;
  readonly alphabet: AlphabetId;
  readonly skipUnplayable?: boolean;
  readonly standIns?: boolean;
  readonly keepCapitals?: boolean;
}

/** Adds an import's argument and options to `command`: the file, its name, alphabet and what to skip. */
export function withImportOptions(command: Command, example: string): Command {
  return command
    .argument('<file>', 'the word-list file')
    .requiredOption('--name <name>', `the lexicon name, e.g. ${example}`)
    .option(
      '--alphabet <id>',
      `the tile alphabet: ${ALPHABET_IDS.join(', ')}`,
      alphabetId,
      DEFAULT_ALPHABET_ID,
    )
    .option(
      '--skip-unplayable',
      'import the playable words of a list that has unplayable lines (not tiles of the alphabet, punctuation, fewer than 2 or more than 15 tiles, not words, names capitalised in a list that mixes cases, abbreviations in a list in lower case), skipping those; without it such a list is refused with a report',
    )
    .option(
      '--stand-ins',
      "the list is written with the alphabet's typing stand-ins (Catalan K, W, Y, Q for Ç, L·L, NY, QU; Spanish 1, 2, 3 for CH, LL, RR): read them as those tiles; without it a list is read by its letters, and a K is a loanword's K",
    )
    .option(
      '--keep-capitals',
      'keep the words in capitals of a list in lower case (words added in capitals); without it they are abbreviations and reported. A list in capitals keeps its words without it',
    );
}

/**
 * Imports `file` onto `station`'s shelf as the options say; the list, and the lines it skipped as
 * asked. `command` is the command the director typed (`lexicon import` or `hall lexicon import`):
 * a refusal tells how to import again with that one.
 */
export function importWithOptions(
  station: Pick<Station, 'importer'>,
  file: string,
  options: ImportOptions,
  command: 'lexicon import' | 'hall lexicon import' = 'lexicon import',
): { info: LexiconInfo; lines: string[] } {
  const skipped: UnplayableReport[] = [];
  let reading: readonly string[] = [];
  let info: LexiconInfo;
  try {
    info = station.importer.importFile(file, options.name, {
      alphabet: options.alphabet,
      skipUnplayable: options.skipUnplayable === true,
      standIns: options.standIns === true,
      keepCapitals: options.keepCapitals === true,
      onSkipped: (report) => skipped.push(report),
      onRead: (notes) => {
        reading = notes;
      },
    });
  } catch (error) {
    // The hub has no console: its retry is its own command's option alone.
    if (error instanceof UnplayableLinesError && command === 'hall lexicon import')
      throw new UnplayableLinesError(error.report, 'hall lexicon import --skip-unplayable');
    // The hub keeps the demo list only as its shelf's stand-in: it is none of the hall's lists.
    if (error instanceof SameAsDemoError && command === 'hall lexicon import')
      throw new SameAsDemoError(
        "This word list has the built-in demo list's words, which the hub cannot carry as the hall's list (every station holds them already). Import the event's own list: `hall lexicon import FILE --name NAME`.",
      );
    throw error;
  }
  return {
    info,
    lines: [
      `Words:       ${info.wordCount}`,
      `Alphabet:    ${alphabetName(info)} (${info.alphabet})`,
      `Fingerprint: ${info.fingerprint}`,
      // A skipped report says the reading itself; else it is said on its own.
      ...(skipped.length > 0
        ? skipped.flatMap((report) => ['Skipped, as asked:', ...unplayableSummary(report)])
        : reading),
    ],
  };
}
