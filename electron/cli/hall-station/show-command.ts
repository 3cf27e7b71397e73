import type { Command } from 'commander';
import { paperHead } from '../../core/export/export-header.ts';
import { globalOptions, print, withExistingStation } from '../cli-context.ts';
import { exitOnceDone, withStationLink } from './station-link-options.ts';

/** `hall show`: which hall the station joined, whether its hub answers, how many entries wait. */
export function addHallShowCommand(hall: Command): void {
  hall
    .command('show')
    .description('say which hall this station joined, whether its hub answers, and how many entries wait')
    .action(async (_options: unknown, command: Command) => {
      const options = globalOptions(command);
      const { joinFile, head, acknowledged, lastAcknowledgedAt, connected, problem } = await withStationLink(
        options.dataDir,
        async (link) => {
          const local = withExistingStation(options, (station) => ({
            head: station.log.head(),
            acknowledged: link.store.acknowledged(),
            lastAcknowledgedAt: link.store.lastAcknowledgedAt(),
          }));
          try {
            const nc = await link.connect();
            await nc.close();
            return { ...local, joinFile: link.joinFile, connected: true, problem: null };
          } catch (error) {
            exitOnceDone();
            return { ...local, joinFile: link.joinFile, connected: false, problem: (error as Error).message };
          }
        },
      );
      const pending = (head?.seq ?? 0) - (acknowledged?.seq ?? 0);
      print(
        options,
        {
          hallId: joinFile.hallId,
          hallName: joinFile.hallName,
          stationName: joinFile.stationName,
          servers: joinFile.servers,
          connected,
          problem,
          head,
          acknowledged,
          pending,
          // The command line knows no earlier attempt: it says that the hub is out of reach now, and
          // when the hub last acknowledged an entry, which nothing has gone through since.
          unreachableSince: null,
          lastAcknowledgedAt,
        },
        [
          `Hall:      ${joinFile.hallName} (as "${joinFile.stationName}")`,
          `Hub:       ${joinFile.servers.join(', ')} — ${connected ? 'connected' : `NOT connected: ${problem ?? ''}`}`,
          `Log head:  ${head === null ? 'none' : paperHead(head)}`,
          `Pending:   ${pending} entr${pending === 1 ? 'y' : 'ies'} not yet acknowledged by the hub`,
          ...(connected
            ? []
            : [
                `Waiting:   hub unreachable${lastAcknowledgedAt === null ? '' : ` — last acknowledged an entry at ${lastAcknowledgedAt}`} — ${waiting(pending)}`,
              ]),
        ],
      );
    });
}

/** "37 entries waiting", as the console's hall section says it beside "hub unreachable since". */
export function waiting(pending: number): string {
  return `${pending} entr${pending === 1 ? 'y' : 'ies'} waiting`;
}
