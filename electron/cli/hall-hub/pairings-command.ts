import type { Command } from 'commander';
import { resolve } from 'node:path';
import { readPairingsFile } from '../../core/game/pairings-file.ts';
import { HubPairingsStore } from '../../core/hall/hub/hub-pairings-store.ts';
import type { HubStore } from '../../core/hall/hub/hub-store.ts';
import { heldFrom, pairingsChanges, roundsSaid } from '../../core/hall/hub/pairings-follow.ts';
import { visibleText } from '../../core/hall/wire/visible-text.ts';
import { globalOptions, print, type GlobalOptions } from '../cli-context.ts';
import { EXIT } from '../exit-codes.ts';
import { pairingsExitCode, PairingsRefused } from '../pairings-exit.ts';
import { carryNotice } from './carry-notice.ts';
import { withHub } from './hub-options.ts';
import { divisionSummary, pairingsLines } from './pairings-lines.ts';

/** The round the hall set, or null: each division follows TSH's current round. */
function setRound(store: HubStore): number | null {
  return store.settings.hallSettings().round?.value ?? null;
}

/** `hall pairings`: what the hub holds; exits 35 when it holds none. */
function showHeld(options: GlobalOptions): void {
  withHub(options, (store) => {
    const pairings = new HubPairingsStore(store.settings);
    const held = pairings.held();
    if (held === null) {
      throw new PairingsRefused(
        'error: the hub holds no pairings: give it a TSH file (hall pairings FILE --follow, or hall start --pairings FILE).',
        EXIT.hallNoPairings,
      );
    }
    const source = pairings.source();
    const problem = pairings.problem();
    const round = setRound(store);
    print(
      options,
      {
        source,
        origin: held.pairings.source,
        readAt: held.pairings.readAt,
        problem,
        setRound: round,
        divisions: held.pairings.divisions.map((division) =>
          divisionSummary(division, held.players[division.name] ?? 0, round),
        ),
      },
      pairingsLines(held, source, problem, round),
    );
  });
}

/**
 * `hall pairings FILE [--follow]`: reads the file now (a file that does not read exits with its
 * own code, and the hub keeps what it held), keeps it as the hub's pairings and names the file
 * for the running hub, which reads it again as TSH rewrites it when followed.
 */
function takeFile(file: string, follow: boolean, options: GlobalOptions): void {
  const path = resolve(file);
  let event;
  try {
    event = readPairingsFile(path);
  } catch (error) {
    const code = pairingsExitCode(error);
    if (code === null) throw error;
    throw new PairingsRefused(
      `error: ${visibleText((error as Error).message)}. The hub keeps the pairings it held.`,
      code,
    );
  }
  const now = new Date().toISOString();
  const { held, changes } = withHub(options, (store) => {
    const pairings = new HubPairingsStore(store.settings);
    const next = heldFrom(event, path, now, setRound(store));
    const found = pairingsChanges(pairings.held(), next);
    pairings.setHeld(next);
    pairings.setProblem(null);
    pairings.setSource({ path, follow, at: now });
    return { held: next, changes: found };
  });
  const wentBack = changes.some((change) => change.kind === 'round-back');
  print(
    options,
    {
      file: path,
      follow,
      readAt: now,
      changes: changes.map((change) => change.text),
      pairings: held.pairings,
    },
    [
      `The hub's pairings are now ${visibleText(path)}'s (${held.pairings.source}): ${roundsSaid(held.pairings) || 'no divisions'}.`,
      ...changes.map((change) => `Note: ${change.text}.`),
      follow
        ? 'The running hub follows the file as TSH rewrites it.'
        : 'Read once: give --follow to follow the file as TSH rewrites it.',
      carryNotice(options.dataDir, 'them'),
    ],
  );
  if (wentBack) process.exitCode = EXIT.pairingsRoundBack;
}

/** `hall pairings [FILE] [--follow]`: the tournament's pairings the hub carries to every station. */
export function addHallPairingsCommand(hall: Command): void {
  hall
    .command('pairings')
    .description(
      "carry a TSH event's pairings (its tourney.js, or its config.tsh with the .t files beside it) to every station; with no FILE, show the pairings the hub holds",
    )
    .argument('[file]', 'a TSH tourney.js or config.tsh')
    .option('--follow', 'read the file again each time TSH rewrites it (while the hub runs)')
    .action((file: string | undefined, pairingsOptions: { follow?: boolean }, command: Command) => {
      const options = globalOptions(command);
      if (file === undefined) {
        if (pairingsOptions.follow === true)
          command.error('error: --follow needs a FILE to follow.', { exitCode: EXIT.badInput });
        showHeld(options);
        return;
      }
      takeFile(file, pairingsOptions.follow === true, options);
    });
}
