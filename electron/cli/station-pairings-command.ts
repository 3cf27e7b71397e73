import type { Command } from 'commander';
import { pairingsSummary, type PairingsSummary } from '../core/game/pairings-summary.ts';
import { clearStationPairings, readStationPairings } from '../core/game/station-pairings.ts';
import type { CarriedPlayer } from '../core/game/carried-pairings.ts';
import { visibleText } from '../core/hall/wire/visible-text.ts';
import type { Station } from '../core/station/station.ts';
import { globalOptions, print, withExistingStation, withStation } from './cli-context.ts';

interface PairingsOptions {
  readonly clear?: boolean;
}

/** `station pairings [FILE] [--clear]`: TSH's pairings from a USB stick, for a stand-alone station. */
export function addStationPairingsCommand(station: Command): void {
  station
    .command('pairings')
    .description(
      "read the tournament's pairings from TSH (a tourney.js, or a config.tsh with its .t files), or show what is held",
    )
    .argument('[file]', 'a tourney.js, or an event folder’s config.tsh')
    .option('--clear', 'hold no pairings any more')
    .action((file: string | undefined, pairingsOptions: PairingsOptions, command: Command) => {
      const options = globalOptions(command);
      if (file !== undefined && pairingsOptions.clear === true) {
        command.error('error: give a file to read, or --clear, not both.', { exitCode: 2 });
      }
      if (file === undefined && pairingsOptions.clear !== true) {
        withExistingStation(options, (opened) => {
          const summary = heldSummary(opened);
          print(options, summary, summary === null ? ['No pairings held.'] : summaryLines(summary));
        });
        return;
      }
      withStation(options, (opened) => {
        if (file === undefined) {
          const cleared = clearStationPairings(opened);
          print(options, { cleared }, [cleared ? 'Pairings cleared.' : 'No pairings were held.']);
          return;
        }
        readStationPairings(opened, file);
        const summary = heldSummary(opened);
        print(options, summary, summary === null ? [] : summaryLines(summary));
      });
    });
}

function heldSummary(station: Station): PairingsSummary | null {
  const held = station.pairings.read();
  return held === null ? null : pairingsSummary(held, station.profile.config().round);
}

function count(n: number, what: string): string {
  return `${n} ${what}${n === 1 ? '' : 's'}`;
}

function playerText(player: CarriedPlayer): string {
  return `${player.number} ${visibleText(player.name)}${player.withdrawn ? ' (withdrawn)' : ''}`;
}

/** The summary as a director reads it: the file, then each division's round and tables. */
export function summaryLines(summary: PairingsSummary): string[] {
  const lines = [
    `Pairings: ${visibleText(summary.file)} (${summary.source}), read ${summary.readAt}`,
    summary.from === 'file'
      ? `From:     ${visibleText(summary.where)}`
      : `From:     the hall's hub, ${visibleText(summary.where)}`,
    `Round:    ${summary.setRound === null ? 'follows TSH' : `${summary.setRound}, set by the director`}`,
    `Divisions: ${summary.divisions.length}`,
  ];
  for (const division of summary.divisions) {
    const tsh =
      division.currentRound === null
        ? `TSH: every paired round scored (paired to ${division.latestPairedRound ?? 'none'})`
        : `TSH's current round ${division.currentRound}`;
    if (division.round === null || !division.roundHeld) {
      const round = division.round === null ? 'no round paired' : `round ${division.round} not paired`;
      lines.push(`Division ${division.name}: ${round} (${tsh})`);
      continue;
    }
    lines.push(
      `Division ${division.name}: round ${division.round} (${tsh}) — ${count(division.players, 'player')} at ${count(division.tables.length, 'table')}`,
    );
    for (const table of division.tables) {
      const [first, second] = table.players;
      const scored = table.scored ? ' (scored)' : '';
      lines.push(
        `  Table ${visibleText(table.table)} — ${playerText(first)} · ${playerText(second)}${scored}`,
      );
    }
  }
  return lines;
}
