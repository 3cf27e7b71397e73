import type { Command } from 'commander';
import { paperHead } from '../../core/export/export-header.ts';
import { assertStationExists } from '../../core/station/existing-station.ts';
import { Station } from '../../core/station/station.ts';
import type { HallListState } from '../../hall/station/hall-list-receiver.ts';
import { publisherSource, stationHallReport } from '../../hall/station/station-hall.ts';
import { globalOptions, print } from '../cli-context.ts';
import { EXIT } from '../exit-codes.ts';
import { hallListLines, receiveHallList } from './hall-list-taken.ts';
import { exitOnceDone, seconds, withStationLink } from './station-link-options.ts';

/**
 * How long `hall sync` has, at least, for its last publish after taking the hall's list and
 * settings (the few entries they logged, and its state), even when the list took the rest of
 * `--timeout`.
 */
const FINAL_PUBLISH_MS = 3_000;

/** `hall sync`: every pending entry published now, and the hall's designated list taken. */
export function addHallSyncCommand(hall: Command): void {
  hall
    .command('sync')
    .description(
      "publish every pending entry now and take the hall's designated list; exit 0 only when the hub has stored and verified all of them and the station holds the list",
    )
    .option('--timeout <seconds>', 'how long to keep trying (default 30)', seconds, 30)
    .action(async (syncOptions: { timeout: number }, command: Command) => {
      const options = globalOptions(command);
      const deadline = Date.now() + syncOptions.timeout * 1000;
      await withStationLink(options.dataDir, async (link) => {
        assertStationExists(options.dataDir);
        const station = new Station({ dataDir: options.dataDir, mustExist: true });
        try {
          // Within --timeout too: a hub that takes the connection and never answers costs no more.
          const connectMs = Math.max(1_000, Math.min(5_000, deadline - Date.now()));
          const nc = await link.connect({ timeoutMs: connectMs }).catch((error: unknown) => {
            exitOnceDone();
            throw error;
          });
          try {
            // A station used from the command line is heard from only at each sync: the hub shows it
            // as such, and its silence between syncs is no alarm.
            let received: HallListState = { state: 'none' };
            const report = () => stationHallReport(received, link.store, station);
            // A CLI sync waits for the hub: entries its stream acknowledged but it does not hold
            // are sent again after a few seconds, not the long-running publisher's twenty.
            const publisher = link.publisher(nc, publisherSource(station, 'on-demand', report), {
              resendAfterMs: 3_000,
            });
            // What the station judged goes first: a hall's list slow to come must not keep it back.
            await publisher.sync(deadline);
            const list = await receiveHallList(station, link, nc, deadline);
            // Then once more, with what this sync took of the hall: the settings it applied were
            // logged, so they are published now, and the state it ends with says the list it holds
            // and the settings changed here. One sync leaves the hub's card up to date.
            received = list;
            const head = await publisher.sync(Math.max(deadline, Date.now() + FINAL_PUBLISH_MS));
            print(options, { synced: true, head, hallName: link.joinFile.hallName, hallList: list }, [
              head === null
                ? 'The log is empty: nothing to publish.'
                : `The hub of "${link.joinFile.hallName}" holds and verified every entry up to ${paperHead(head)}.`,
              ...hallListLines(list),
            ]);
            if (list.state === 'receiving' || list.state === 'refused')
              process.exitCode = EXIT.hallListNotReceived;
          } finally {
            await nc.close();
          }
        } finally {
          station.close();
        }
      });
    });
}
