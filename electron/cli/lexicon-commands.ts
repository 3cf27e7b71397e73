import type { Command } from 'commander';
import { lexiconJson, lexiconLabel } from '../core/lexicon/lexicon-label.ts';
import { globalOptions, print, withStation } from './cli-context.ts';

/** `lexicon import|list|use`: the director's word-list commands. */
export function addLexiconCommands(program: Command): void {
  const lexicon = program.command('lexicon').description('import, list and choose word lists');

  lexicon
    .command('import')
    .description('import a word list (one word per line, optionally followed by a definition)')
    .argument('<file>', 'the word-list text file')
    .requiredOption('--name <name>', 'the lexicon name, e.g. NWL2023')
    .action((file: string, commandOptions: { name: string }, command: Command) => {
      const options = globalOptions(command);
      withStation(options, (station) => {
        const info = station.importLexicon(file, commandOptions.name);
        const active = station.activeLexicon()?.fingerprint === info.fingerprint;
        print(options, { ...lexiconJson(info), active }, [
          `Imported ${info.name}`,
          `Words:       ${info.wordCount}`,
          `Fingerprint: ${info.fingerprint}`,
          ...(active ? [`${info.name} is the station's active lexicon.`] : []),
        ]);
      });
    });

  lexicon
    .command('list')
    .description('list the installed lexicons (* marks the active one)')
    .action((_options: unknown, command: Command) => {
      const options = globalOptions(command);
      withStation(options, (station) => {
        const active = station.activeLexicon()?.fingerprint;
        const all = station.lexicons.list();
        print(
          options,
          all.map((info) => ({ ...lexiconJson(info), active: info.fingerprint === active })),
          all.map(
            (info) =>
              `${info.fingerprint === active ? '*' : ' '} ${lexiconLabel(info)}  ${info.wordCount} words  imported ${info.importedAt}`,
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
        const info = station.useLexicon(reference);
        print(options, { ...lexiconJson(info), active: true }, [`Active lexicon: ${lexiconLabel(info)}`]);
      });
    });
}
