import type { Command } from 'commander';
import { HUB_LIMITS } from '../../core/hall/wire/hub-limits.ts';
import { ENTRIES_PER_MESSAGE } from '../../core/hall/wire/hall-subjects.ts';
import { hubViewPort } from '../../hall/hub/hub-view-port.ts';
import { launchHallView, viewListenProblem } from '../../hall/view/hall-view-launch.ts';
import { parseSilenceSeconds, wholeNumberUpTo } from '../option-parsers.ts';
import { startHub } from '../../hall/hub/hub-runner.ts';
import { globalOptions } from '../cli-context.ts';
import { EXIT } from '../exit-codes.ts';
import { pairingsExitCode, PairingsRefused } from '../pairings-exit.ts';
import { readPairingsFile } from '../../core/game/pairings-file.ts';
import { visibleText } from '../../core/hall/wire/visible-text.ts';
import { stamp, listenAddress, viewListenAddress, portNumber } from './hub-options.ts';

/**
 * A pairings file named at the start is read once first: a path mistyped, or a file of neither of
 * TSH's forms, stops the start with its own exit code. One TSH was writing at that moment starts
 * the hub all the same: it reads the file again until it reads whole.
 */
function checkPairingsFile(file: string): void {
  try {
    readPairingsFile(file);
  } catch (error) {
    const code = pairingsExitCode(error);
    if (code === null) throw error;
    if (code === EXIT.pairingsNoFile || code === EXIT.pairingsUnknownForm)
      throw new PairingsRefused(`error: ${visibleText((error as Error).message)}.`, code);
  }
}

/** `hall start`: the director's hub in the foreground, with its hall view. */
export function addHallStartCommand(hall: Command): void {
  hall
    .command('start')
    .description(
      "run the director's hub in the foreground: nats-server (supervised), TLS, one user per invited station, and the ingest",
    )
    .option('--name <name>', 'the hall\'s name, e.g. "Nationals 2027" (kept for later starts)')
    .option(
      '--listen <host:port>',
      'where nats-server listens (default 0.0.0.0:4222, kept for later starts)',
      listenAddress,
    )
    .option('--nats <url>', 'use this existing NATS deployment instead of a child nats-server')
    .option('--creds <file>', "the hub's creds file for --nats")
    .option(
      '--monitor-port <port>',
      "nats-server's HTTP monitoring port on 127.0.0.1 (for memory figures)",
      portNumber,
    )
    // The director's hall view: its own options, its own module.
    .option(
      '--view-listen <address>',
      'where the hall view is served: an IP address of this computer and an optional port (default 127.0.0.1, any free port)',
      viewListenAddress,
    )
    .option(
      '--silence-after <seconds>',
      'alert when a station is silent this long (default 60)',
      parseSilenceSeconds,
    )
    .option(
      '--no-open-view',
      'do not open the hall view in a Chromium app window (it opens where there is a screen)',
    )
    .option('--no-view', 'serve no hall view')
    .option(
      '--pairings <file>',
      "a TSH event's tourney.js or config.tsh: its pairings carried to every station, followed as TSH rewrites it (kept for later starts)",
    )
    .option(
      '--max-entries-per-station <n>',
      `messages the hall's stream keeps of each station (each one entry or a run of up to ${ENTRIES_PER_MESSAGE}) before it refuses that station's new ones (default ${HUB_LIMITS.streamMessagesPerStation})`,
      wholeNumberUpTo(HUB_LIMITS.streamMessagesPerStation * 100),
    )
    .option(
      '--max-mib-per-station <n>',
      `MiB of each station's messages the hub takes from the hall's stream before that station's entries are refused (default ${HUB_LIMITS.streamBytesPerStation / 1024 / 1024}); a station refused at a lower limit is taken again below a higher one`,
      wholeNumberUpTo(1024 * 1024),
    )
    .action(
      async (
        startOptions: {
          name?: string;
          listen?: string;
          nats?: string;
          creds?: string;
          monitorPort?: number;
          maxEntriesPerStation?: number;
          maxMibPerStation?: number;
          viewListen?: string;
          silenceAfter?: number;
          openView?: boolean;
          view: boolean;
          pairings?: string;
        },
        command: Command,
      ) => {
        const options = globalOptions(command);
        if ((startOptions.nats === undefined) !== (startOptions.creds === undefined)) {
          command.error('error: give --nats URL and --creds FILE together.', { exitCode: EXIT.badInput });
        }
        if (startOptions.view && startOptions.viewListen !== undefined) {
          const problem = await viewListenProblem(startOptions.viewListen);
          if (problem !== null) {
            const message = `error: the hall view cannot be served at --view-listen ${startOptions.viewListen}: ${problem}.`;
            command.error(message, { exitCode: EXIT.badInput });
          }
        }
        if (startOptions.pairings !== undefined) checkPairingsFile(startOptions.pairings);
        const log = (line: string): void => {
          process.stdout.write(`${stamp()} ${line}\n`);
        };
        const hub = await startHub({
          hubDir: options.dataDir,
          ...(startOptions.name === undefined ? {} : { name: startOptions.name }),
          ...(startOptions.listen === undefined ? {} : { listen: startOptions.listen }),
          ...(startOptions.nats === undefined || startOptions.creds === undefined
            ? {}
            : { external: { url: startOptions.nats, creds: startOptions.creds } }),
          ...(startOptions.monitorPort === undefined ? {} : { monitorPort: startOptions.monitorPort }),
          ...(startOptions.maxEntriesPerStation === undefined
            ? {}
            : { streamMessagesPerStation: startOptions.maxEntriesPerStation }),
          ...(startOptions.maxMibPerStation === undefined
            ? {}
            : { streamBytesPerStation: startOptions.maxMibPerStation * 1024 * 1024 }),
          ...(startOptions.pairings === undefined ? {} : { pairings: startOptions.pairings }),
          onEvent: log,
        });
        log(
          `hub: the hall "${hub.store.settings.hallName()}" is running (${hub.supervisor === null ? `NATS at ${startOptions.nats ?? ''}` : `nats-server pid ${hub.supervisor.pid() ?? '?'}`}); Ctrl+C stops it`,
        );
        const view = startOptions.view
          ? await launchHallView(hubViewPort(hub.store, options.dataDir), {
              hubDir: options.dataDir,
              ...(startOptions.viewListen === undefined ? {} : { listen: startOptions.viewListen }),
              ...(startOptions.silenceAfter === undefined
                ? {}
                : { silenceSeconds: startOptions.silenceAfter }),
              open: startOptions.openView !== false,
              log,
            })
          : null;
        await new Promise<void>((resolve) => {
          const stop = (signal: string): void => {
            log(`hub: ${signal}: stopping`);
            void (view?.close() ?? Promise.resolve()).then(() => hub.stop()).then(resolve);
          };
          process.once('SIGINT', () => stop('SIGINT'));
          process.once('SIGTERM', () => stop('SIGTERM'));
        });
        log('hub: stopped');
      },
    );
}
