import type { Command } from 'commander';
import { addHallHubCommands } from './hall-hub-commands.ts';
import { addHallStationCommands } from './hall-station-commands.ts';

/** `hall …`: a station's link to the tournament hall, and the director's hub. */
export function addHallCommands(program: Command): void {
  const hall = program
    .command('hall')
    .description(
      "the tournament hall: stations publish their logs live to the director's hub (docs/HALL.md)",
    );
  addHallStationCommands(hall);
  addHallHubCommands(hall);
}
