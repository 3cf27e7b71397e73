import type { Command } from 'commander';
import { StationRequestError } from '../../core/errors.ts';
import { HubStore } from '../../core/hall/hub/hub-store.ts';
import { DEMO_LEXICON_NAME } from '../../core/lexicon/lexicon-import.ts';
import { hubShelfExists, withHubShelfStation } from '../../hall/hub/station-lexicon-shelf.ts';
import { globalOptions, print } from '../cli-context.ts';
import { lexiconShowLines } from '../lexicon-desk-commands.ts';
import { lexiconJson, lexiconLabel } from '../lexicon-label.ts';
import { importWithOptions, withImportOptions, type ImportOptions } from '../lexicon-import-options.ts';
import { withHub } from './hub-options.ts';

/** `hall lexicon import|list|show|remove`: the hall's own word lists, kept at the hub. */
export function addHallLexiconCommand(hall: Command): void {
  const lexicon = hall
    .command('lexicon')
    .description("the hall's word lists, imported once at the hub for every station");

  withImportOptions(
    lexicon
      .command('import')
      .description(
        "import a word list at the hub with the station's own importer: text, a Zyzzyva database, or a KWG/KBWG word graph",
      ),
    'CSW24',
  ).action((file: string, importOptions: ImportOptions, command: Command) => {
    const options = globalOptions(command);
    // The first list may come before any invitation: the hub's folder is made here as
    // `hall invite` makes it, with the hall's id.
    withHub(options, () => undefined, true);
    withHubShelfStation(options.dataDir, true, (shelf) => {
      const { info, lines } = importWithOptions(shelf, file, importOptions, 'hall lexicon import');
      print(options, lexiconJson(info), [
        `Imported ${info.name} at the hub`,
        ...lines,
        `Designate it for the hall: \`hall designate ${info.fingerprint.slice(0, 8)} --by INITIALS\`.`,
      ]);
    });
  });

  lexicon
    .command('list')
    .description("list the hub's word lists")
    .action((_options: unknown, command: Command) => {
      const options = globalOptions(command);
      // A mistyped hub folder is said so, never read as a hub with no lists.
      new HubStore(options.dataDir).close();
      const all = hubShelfExists(options.dataDir)
        ? withHubShelfStation(options.dataDir, false, (shelf) =>
            shelf.lexicons.list().filter((info) => !info.demo),
          )
        : [];
      print(
        options,
        all.map(lexiconJson),
        all.length === 0
          ? ['The hub holds no word list: import one with `hall lexicon import FILE --name NAME`.']
          : all.map(
              (info) =>
                `${lexiconLabel(info)}  ${info.wordCount} words  ${info.alphabet} alphabet  imported ${info.importedAt}`,
            ),
      );
    });

  lexicon
    .command('show')
    .description("show one of the hub's lists: word count, fingerprint, import date and words by length")
    .argument('<lexicon>', 'name or fingerprint (at least 8 hex digits)')
    .action((reference: string, _options: unknown, command: Command) => {
      const options = globalOptions(command);
      withHubShelfStation(options.dataDir, false, (shelf) => {
        const info = shelf.lexicons.get(reference);
        const counts = shelf.lexicons.countsByLength(info);
        print(options, { ...lexiconJson(info), countsByLength: counts }, lexiconShowLines(info, counts));
      });
    });

  lexicon
    .command('remove')
    .description("remove one of the hub's lists")
    .argument('<lexicon>', 'name or fingerprint (at least 8 hex digits)')
    .option('--by <initials>', 'who removed it, recorded in the hub’s list log')
    .action((reference: string, removeOptions: { by?: string }, command: Command) => {
      const options = globalOptions(command);
      const designated = withHub(options, (store) => store.designations.current());
      withHubShelfStation(options.dataDir, false, (shelf) => {
        const info = shelf.lexicons.get(reference);
        if (designated?.fingerprint === info.fingerprint)
          throw new StationRequestError(
            `${lexiconLabel(info)} is the hall's designated list: designate another before removing it.`,
          );
        // The shelf is a station's, which will not remove the list it offers: at the hub nothing is
        // offered to players, so the built-in demo list stands in.
        if (shelf.lexicons.offered().some((each) => each.fingerprint === info.fingerprint))
          shelf.lexicons.offer([DEMO_LEXICON_NAME]);
        const removed = shelf.lexicons.remove(info.fingerprint, removeOptions.by ?? null);
        print(options, lexiconJson(removed), [`Removed ${lexiconLabel(removed)} from the hub.`]);
      });
    });
}
