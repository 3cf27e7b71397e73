import type { Command } from 'commander';
import { COMMANDS } from './command-table.ts';
import { shortFingerprint } from '../core/lexicon/fingerprint.ts';
import { lexiconJson, lexiconLabel } from './lexicon-label.ts';
import { importWithOptions, withImportOptions, type ImportOptions } from './lexicon-import-options.ts';
import { globalOptions, print, withExistingStation, withStation } from './cli-context.ts';
import { addLexiconDeskCommands } from './lexicon-desk-commands.ts';

/** `lexicon import|list|use|pin|unpin|remove|diff|show`: the director's word-list commands. */
export function addLexiconCommands(program: Command): void {
  const lexicon = program.command('lexicon').description(COMMANDS.lexicon.summary);

  withImportOptions(
    lexicon
      .command('import')
      .description(
        'import a word list: text (one word per line, optionally with symbols and a definition), a Zyzzyva database, or a KWG/KBWG word graph',
      ),
    'NWL2023',
  ).action((file: string, commandOptions: ImportOptions, command: Command) => {
    const options = globalOptions(command);
    withStation(options, (station) => {
      const { info, lines } = importWithOptions(station, file, commandOptions);
      const active = station.lexicons.active()?.fingerprint === info.fingerprint;
      print(options, { ...lexiconJson(info), active }, [
        `Imported ${info.name}`,
        ...lines,
        ...(active ? [`${info.name} is the station's active lexicon.`] : []),
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
