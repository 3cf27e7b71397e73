import type { Command } from 'commander';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { STATION_LINK_FILE } from '../../core/hall/station/station-link-store.ts';
import { leaveHall } from '../../core/hall/station/station-hall-membership.ts';
import { globalOptions, print, withExistingStation } from '../cli-context.ts';
import { membership } from './station-link-options.ts';

/** `hall leave`: the station forgets its hall's join file and credentials; its log stays. */
export function addHallLeaveCommand(hall: Command): void {
  hall
    .command('leave')
    .description('leave the hall: forget its join file and credentials (the log is untouched)')
    .action((_options: unknown, command: Command) => {
      const options = globalOptions(command);
      const left =
        existsSync(join(options.dataDir, STATION_LINK_FILE)) &&
        withExistingStation(options, (station) => leaveHall(membership(station)));
      print(options, { left }, [left ? 'Left the hall.' : 'This station had not joined a hall.']);
    });
}
