import type { Command } from 'commander';
import { HallError } from '../../core/hall/wire/hall-errors.ts';
import { globalOptions, print } from '../cli-context.ts';
import { withHub } from './hub-options.ts';

/** `hall revoke NAME`: the station's credentials stop working. */
export function addHallRevokeCommand(hall: Command): void {
  hall
    .command('revoke')
    .description('revoke a station: its credentials stop working (a running hub applies it within a second)')
    .argument('<name>', "the station's name in the hall")
    .action((name: string, _options: unknown, command: Command) => {
      const options = globalOptions(command);
      withHub(options, (store) => {
        if (!store.stations.revoke(name, new Date()))
          throw new HallError('hub-store', `No station named "${name}" is invited to this hall.`);
        print(options, { revoked: name }, [
          `Revoked "${name}": its entries stay in the hall's log; it can publish no more.`,
        ]);
      });
    });
}
