import type { Command } from 'commander';
import { lexiconJson, lexiconLabel } from './lexicon-label.ts';
import type { LexiconInfo } from '../core/lexicon/lexicon-registry.ts';
import { globalOptions, print, withExistingStation } from './cli-context.ts';

/** `lexicon diff|show`: what word judges compare between editions. Both only read. */
export function addLexiconDeskCommands(lexicon: Command): void {
  lexicon
    .command('diff')
    .description('list the words added and removed from one installed lexicon to another')
    .argument('<old>', 'the older edition: name or fingerprint')
    .argument('<new>', 'the newer edition: name or fingerprint')
    .action((oldReference: string, newReference: string, _options: unknown, command: Command) => {
      const options = globalOptions(command);
      withExistingStation(options, (station) => {
        const older = station.lexicons.get(oldReference);
        const newer = station.lexicons.get(newReference);
        const diff = station.lexicons.diff(older, newer);
        print(
          options,
          { old: lexiconJson(older), new: lexiconJson(newer), added: diff.added, removed: diff.removed },
          [
            `From ${lexiconLabel(older)} to ${lexiconLabel(newer)}:`,
            `Added:   ${diff.added.length} words`,
            `Removed: ${diff.removed.length} words`,
            ...(diff.added.length > 0 ? ['', 'Added:', ...diff.added] : []),
            ...(diff.removed.length > 0 ? ['', 'Removed:', ...diff.removed] : []),
          ],
        );
      });
    });

  lexicon
    .command('show')
    .description('show a lexicon: word count, fingerprint, import date and words by length')
    .argument('<lexicon>', 'name or fingerprint (at least 8 hex digits)')
    .action((reference: string, _options: unknown, command: Command) => {
      const options = globalOptions(command);
      withExistingStation(options, (station) => {
        const info = station.lexicons.get(reference);
        const counts = station.lexicons.countsByLength(info);
        print(options, { ...lexiconJson(info), countsByLength: counts }, lexiconShowLines(info, counts));
      });
    });
}

// Lexicons record their alphabet once the alphabets work lands; until then there is none to show.
function alphabetOf(info: LexiconInfo): string | null {
  const alphabet = (info as LexiconInfo & { readonly alphabet?: unknown }).alphabet;
  return typeof alphabet === 'string' ? alphabet : null;
}

/** `lexicon show` in words, at a station or at the hub (`hall lexicon show`). */
export function lexiconShowLines(
  info: LexiconInfo,
  counts: readonly { readonly length: number; readonly count: number }[],
): string[] {
  const alphabet = alphabetOf(info);
  return [
    `Lexicon:     ${lexiconLabel(info)}`,
    ...(alphabet === null ? [] : [`Alphabet:    ${alphabet}`]),
    `Words:       ${info.wordCount}`,
    `Fingerprint: ${info.fingerprint}`,
    `Imported:    ${info.importedAt}`,
    'Words by length:',
    ...counts.map(({ length, count }) => `  ${String(length).padStart(2)} tiles  ${count}`),
  ];
}
