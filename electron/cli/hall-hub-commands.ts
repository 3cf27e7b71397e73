import type { Command } from 'commander';
import { addHallStartCommand } from './hall-hub/start-command.ts';
import { addHallInviteCommand } from './hall-hub/invite-command.ts';
import { addHallRevokeCommand } from './hall-hub/revoke-command.ts';
import { addHallDesignateCommand } from './hall-hub/designate-command.ts';
import { addHallStatusCommand } from './hall-hub/status-command.ts';
import { addHallExportCommand } from './hall-hub/export-command.ts';
import { addHallLexiconCommand } from './hall-hub/lexicon-command.ts';
import { addHallSetCommand } from './hall-hub/set-command.ts';
import { addHallReportCommand } from './player-report-command.ts';
import { addHallPairingsCommand } from './hall-hub/pairings-command.ts';

/** `hall start|invite|revoke|designate|status|export|lexicon|set|report|pairings`: the director's hub, one file per command. */
export function addHallHubCommands(hall: Command): void {
  addHallStartCommand(hall);
  addHallInviteCommand(hall);
  addHallRevokeCommand(hall);
  addHallDesignateCommand(hall);
  addHallStatusCommand(hall);
  addHallExportCommand(hall);
  addHallLexiconCommand(hall);
  addHallSetCommand(hall);
  addHallReportCommand(hall);
  addHallPairingsCommand(hall);
}
