import type { Command } from 'commander';
import { ALPHABET_IDS, DEFAULT_ALPHABET_ID, type AlphabetId } from '../common/alphabets/index.ts';
import { shortFingerprint } from '../core/lexicon/fingerprint.ts';
import { alphabetName, lexiconJson, lexiconLabel } from './lexicon-label.ts';
import { globalOptions, print, withExistingStation, withStation } from './cli-context.ts';
import { addLexiconDeskCommands } from './lexicon-desk-commands.ts';
import { alphabetId } from './option-parsers.ts';
import { unplayableSummary, type UnplayableReport } from '../core/lexicon/unplayable-report.ts';

/** The options of `lexicon import`. */
interface ImportOptions {
  readonly name: string;
  readonly alphabet: AlphabetId;
  readonly skipUnplayable?: boolean;
}

/** `lexicon import|list|use|pin|unpin|remove|diff|show`: the director's word-list commands. */
export function addLexiconCommands(program: Command): void {
  const lexicon = program.command('lexicon').description('import, list and choose word lists');

  lexicon
    .command('import')
    .description(
      'import a word list: text (one word per line, optionally with symbols and a definition), a Zyzzyva database, or a KWG/KBWG word graph',
    )
    .argument('<file>', 'the word-list file')
    .requiredOption('--name <name>', 'the lexicon name, e.g. NWL2023')
    .option(
      '--alphabet <id>',
      `the tile alphabet: ${ALPHABET_IDS.join(', ')}`,
      alphabetId,
      DEFAULT_ALPHABET_ID,
    )
    .option(
      '--skip-unplayable',
      'import the playable words of a list that has unplayable lines (not tiles of the alphabet, fewer than 2 or more than 15 tiles, not words), skipping those; without it such a list is refused with a report',
    )
    .action((file: string, commandOptions: ImportOptions, command: Command) => {
      const options = globalOptions(command);
      withStation(options, (station) => {
        // Filled in by the import's callback; an array, so the compiler does not narrow it to never.
        const skipped: UnplayableReport[] = [];
        const info = station.importer.importFile(file, commandOptions.name, {
          alphabet: commandOptions.alphabet,
          skipUnplayable: commandOptions.skipUnplayable === true,
          onSkipped: (report) => skipped.push(report),
        });
        const active = station.lexicons.active()?.fingerprint === info.fingerprint;
        print(options, { ...lexiconJson(info), active }, [
          `Imported ${info.name}`,
          `Words:       ${info.wordCount}`,
          `Alphabet:    ${alphabetName(info)} (${info.alphabet})`,
          `Fingerprint: ${info.fingerprint}`,
          ...(active ? [`${info.name} is the station's active lexicon.`] : []),
          ...skipped.flatMap((report) => ['Skipped, as asked:', ...unplayableSummary(report)]),
        ]);
      });
    });

  lexicon
    .command('list')
    .description('list the installed lexicons (* marks the active one)')
    .action((_options: unknown, command: Command) => {
      const options = globalOptions(command);
      withExistingStation(options, (station) => {
        const active = station.lexicons.active()?.fingerprint;
        const all = station.lexicons.list();
        print(
          options,
          all.map((info) => ({ ...lexiconJson(info), active: info.fingerprint === active })),
          all.map(
            (info) =>
              `${info.fingerprint === active ? '*' : ' '} ${lexiconLabel(info)}  ${info.wordCount} words  ${info.alphabet} alphabet  imported ${info.importedAt}`,
          ),
        );
      });
    });

  lexicon
    .command('use')
    .description("make a lexicon the station's active one")
    .argument('<lexicon>', 'name or fingerprint (at least 8 hex digits)')
    .action((reference: string, _options: unknown, command: Command) => {
      const options = globalOptions(command);
      withStation(options, (station) => {
        const info = station.lexicons.use(reference);
        print(options, { ...lexiconJson(info), active: true }, [`Active lexicon: ${lexiconLabel(info)}`]);
      });
    });

  lexicon
    .command('pin')
    .description('pin the edition of a lexicon: an import under this name must then have this fingerprint')
    .argument('<name>', 'the lexicon name, e.g. NWL2023')
    .argument('<fingerprint>', 'the full 64 hex digits of the edition’s fingerprint')
    .option('--judge <name>', 'who pinned it, recorded in the log')
    .action((name: string, fingerprint: string, pinOptions: { judge?: string }, command: Command) => {
      const options = globalOptions(command);
      withStation(options, (station) => {
        station.lexicons.pin(name, fingerprint, pinOptions.judge ?? null);
        const key = name.trim().toUpperCase();
        const pinned = station.lexicons.pinned()[key] ?? '';
        print(options, { name: key, fingerprint: pinned }, [
          `Pinned ${key} to ${pinned}.`,
          `An import named ${key} must now have this fingerprint (${shortFingerprint(pinned)}).`,
        ]);
      });
    });

  lexicon
    .command('unpin')
    .description('remove the pin of a lexicon name')
    .argument('<name>', 'the lexicon name')
    .option('--judge <name>', 'who unpinned it, recorded in the log')
    .action((name: string, unpinOptions: { judge?: string }, command: Command) => {
      const options = globalOptions(command);
      withStation(options, (station) => {
        const key = name.trim().toUpperCase();
        const wasPinned = station.lexicons.pinned()[key] !== undefined;
        if (wasPinned) station.lexicons.pin(name, null, unpinOptions.judge ?? null);
        print(options, { name: key, wasPinned }, [wasPinned ? `Unpinned ${key}.` : `${key} was not pinned.`]);
      });
    });

  lexicon
    .command('remove')
    .description('remove an imported lexicon the station neither offers nor judges with')
    .argument('<lexicon>', 'name or fingerprint (at least 8 hex digits)')
    .option('--judge <name>', 'who removed it, recorded in the log')
    .action((reference: string, removeOptions: { judge?: string }, command: Command) => {
      const options = globalOptions(command);
      withStation(options, (station) => {
        const removed = station.lexicons.remove(reference, removeOptions.judge ?? null);
        print(options, lexiconJson(removed), [`Removed ${lexiconLabel(removed)}.`]);
      });
    });

  addLexiconDeskCommands(lexicon);
}
