import type { Command } from 'commander';
import { addHallJoinCommand } from './hall-station/join-command.ts';
import { addHallLeaveCommand } from './hall-station/leave-command.ts';
import { addHallShowCommand } from './hall-station/show-command.ts';
import { addHallSyncCommand } from './hall-station/sync-command.ts';

/** `hall join|leave|show|sync`: a station's side of the hall, one file per command. */
export function addHallStationCommands(hall: Command): void {
  addHallJoinCommand(hall);
  addHallLeaveCommand(hall);
  addHallShowCommand(hall);
  addHallSyncCommand(hall);
}
