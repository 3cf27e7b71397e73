import type { Command } from 'commander';
import { designateLexicon, resolveLexiconChoice } from '../../core/hall/hub/hub-designation.ts';
import { hubLists } from '../../hall/hub/station-lexicon-shelf.ts';
import { visibleText } from '../../core/hall/wire/visible-text.ts';
import { globalOptions, print } from '../cli-context.ts';
import { carryNotice } from './carry-notice.ts';
import { withHub, directorInitials } from './hub-options.ts';

/** `hall designate LIST --by INITIALS`: the hall's lexicon. */
export function addHallDesignateCommand(hall: Command): void {
  hall
    .command('designate')
    .description(
      "designate the hall's lexicon, as the hall view does: every entry judged on another list is flagged",
    )
    .argument(
      '<list>',
      "one of the hub's lists (hall lexicon list) or a list a station offers: its name, or its fingerprint (the first 8 hex digits or more)",
    )
    .requiredOption(
      '--by <initials>',
      "the director's initials, recorded with the designation",
      directorInitials,
    )
    .action((choice: string, designateOptions: { by: string }, command: Command) => {
      const options = globalOptions(command);
      const held = hubLists(options.dataDir);
      withHub(options, (store) => {
        const lexicon = resolveLexiconChoice(store, choice, held);
        const { designation, flagged } = designateLexicon(store, lexicon, designateOptions.by, new Date());
        print(options, { designated: designation, flagged }, [
          `The hall's lexicon is now ${visibleText(designation.name)}, designated by ${visibleText(designation.by)} at ${designation.at}:`,
          `  alphabet ${designation.alphabet}, ${designation.wordCount === null ? 'word count unknown' : `${designation.wordCount} words`}`,
          `  fingerprint ${designation.fingerprint}`,
          flagged === 0
            ? '  No station has judged an entry on another list.'
            : `  ${flagged} station${flagged === 1 ? '' : 's'} flagged for entries judged on another list: \`hall status\` says which.`,
          held.some((list) => list.fingerprint === designation.fingerprint)
            ? carryNotice(options.dataDir, 'the list')
            : "The list is not one of the hub's (hall lexicon import): each station keeps its own.",
        ]);
      });
    });
}
