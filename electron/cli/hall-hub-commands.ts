import { HUB_ADDRESS_PATTERN } from '../core/hall/join-file.ts';
import { InvalidArgumentError, type Command } from 'commander';
import { HallError } from '../core/hall/hall-errors.ts';
import { exportHall } from '../core/hall/hub-export.ts';
import { hallStatus, type StationStatus } from '../core/hall/hub-status.ts';
import { HubStore } from '../core/hall/hub-store.ts';
import { mergeWarnings } from '../core/export/log-merge.ts';
import { paperHead } from '../core/export/export-header.ts';
import { launchHallView, viewListenProblem } from '../hall/hall-view-launch.ts';
import { parseViewListen } from '../hall/hall-view-server.ts';
import { parseSilenceSeconds, wholeNumberUpTo } from './option-parsers.ts';
import { inviteStation } from '../hall/hub-invite.ts';
import { startHub } from '../hall/hub-runner.ts';
import { hallName, parseListen } from '../hall/hub-settings.ts';
import { globalOptions, print, type GlobalOptions } from './cli-context.ts';
import { EXIT } from './exit-codes.ts';

function withHub<T>(options: GlobalOptions, run: (store: HubStore) => T, create = false): T {
  const store = new HubStore(options.dataDir, { create });
  try {
    return run(store);
  } finally {
    store.close();
  }
}

function stamp(): string {
  return new Date().toISOString();
}

// `hall start`'s addresses and ports are checked as the command line is read (exit 2, usage), so a
// mistyped one stops it before the hub's folder is touched or anything starts.
function listenAddress(text: string): string {
  try {
    parseListen(text);
  } catch {
    throw new InvalidArgumentError('expected HOST:PORT, e.g. 0.0.0.0:4222 or 10.0.0.2:4222.');
  }
  return text;
}

function viewListenAddress(text: string): string {
  try {
    parseViewListen(text);
  } catch {
    throw new InvalidArgumentError(
      'expected an IP address of this machine with an optional port, e.g. 127.0.0.1:8080 or 10.0.0.2 (not a wildcard such as 0.0.0.0, nor a host name).',
    );
  }
  return text;
}

const portNumber = wholeNumberUpTo(65_535);

// A station's name in the hall: anything but blank.
function stationName(text: string): string {
  if (text.trim() === '') throw new InvalidArgumentError('give the station a name, e.g. "Station 3".');
  return text;
}

// A station's hub address: what a join file may hold (tls:// or nats://, a host and a port), so a
// mistyped one is a usage error, not a join file the station refuses as damaged.
function serverUrls(text: string, previous: string[] | undefined): string[] {
  if (!HUB_ADDRESS_PATTERN.test(text))
    throw new InvalidArgumentError('expected tls://HOST:PORT, e.g. tls://10.0.0.2:4222.');
  return [...(previous ?? []), text];
}

/** `hall start|invite|revoke|status|export`: the director's hub. */
export function addHallHubCommands(hall: Command): void {
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
    // The director's hall view (part 2): its own options, its own module.
    .option(
      '--view-listen <address>',
      'where the hall view is served: an IP address of this machine and an optional port (default 127.0.0.1, any free port)',
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
    .action(
      async (
        startOptions: {
          name?: string;
          listen?: string;
          nats?: string;
          creds?: string;
          monitorPort?: number;
          viewListen?: string;
          silenceAfter?: number;
          openView?: boolean;
          view: boolean;
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
          onEvent: log,
        });
        log(
          `hub: the hall "${hallName(hub.store)}" is running (${hub.supervisor === null ? `NATS at ${startOptions.nats ?? ''}` : `nats-server pid ${hub.supervisor.pid() ?? '?'}`}); Ctrl+C stops it`,
        );
        const view = startOptions.view
          ? await launchHallView(hub, {
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

  hall
    .command('invite')
    .description("invite a station: write the join file to carry to it (it holds the station's credentials)")
    .argument('<name>', 'the station\'s name in the hall, e.g. "Station 3"', stationName)
    .requiredOption('--out <file>', 'where to write the join file')
    .option(
      '--server <url...>',
      "the hub address(es) the station should use, e.g. tls://10.0.0.2:4222 (default: this machine's; with --creds, required: the federation's)",
      serverUrls,
    )
    .option(
      '--creds <file>',
      "on a federation's NATS (hall start --nats): the station's creds file its account operator issued, instead of credentials the hub makes",
    )
    .option(
      '--ca <file>',
      "with --creds: the federation's certificate authority (PEM) the station checks the servers against (default: the system's)",
    )
    .action(
      async (
        name: string,
        inviteOptions: { out: string; server?: string[]; creds?: string; ca?: string },
        command: Command,
      ) => {
        const options = globalOptions(command);
        if (inviteOptions.creds !== undefined && inviteOptions.server === undefined) {
          command.error(
            "error: with --creds, give --server URL: the federation's address the station connects to, e.g. tls://nats.example:4222.",
            { exitCode: EXIT.badInput },
          );
        }
        if (inviteOptions.ca !== undefined && inviteOptions.creds === undefined) {
          command.error(
            "error: --ca is for a federation's station (with --creds); the hub's own invitations carry the hall's authority.",
            { exitCode: EXIT.badInput },
          );
        }
        // A federation's station is invited into a hub that exists: its creds must name the hall's id.
        const store = new HubStore(options.dataDir, { create: inviteOptions.creds === undefined });
        try {
          const joinFile = await inviteStation(store, {
            hubDir: options.dataDir,
            name,
            out: inviteOptions.out,
            ...(inviteOptions.server === undefined ? {} : { servers: inviteOptions.server }),
            ...(inviteOptions.creds === undefined ? {} : { creds: inviteOptions.creds }),
            ...(inviteOptions.ca === undefined ? {} : { caFile: inviteOptions.ca }),
          });
          print(
            options,
            {
              invited: name,
              token: joinFile.token,
              out: inviteOptions.out,
              servers: joinFile.servers,
              auth: joinFile.auth.kind,
            },
            [
              `Invited "${name}" to "${joinFile.hallName}": join file ${inviteOptions.out} (${joinFile.auth.kind === 'creds' ? `the federation's NATS at ${joinFile.servers.join(', ')}, token ${joinFile.token}` : `hub: ${joinFile.servers.join(', ')}`}).`,
              "Carry it to the station and run `hall join FILE` there; it holds the station's credentials, so delete it afterwards.",
            ],
          );
        } finally {
          store.close();
        }
      },
    );

  hall
    .command('revoke')
    .description('revoke a station: its credentials stop working (a running hub applies it within a second)')
    .argument('<name>', "the station's name in the hall")
    .action((name: string, _options: unknown, command: Command) => {
      const options = globalOptions(command);
      withHub(options, (store) => {
        if (!store.revoke(name, new Date()))
          throw new HallError('hub-store', `No station named "${name}" is invited to this hall.`);
        print(options, { revoked: name }, [
          `Revoked "${name}": its entries stay in the hall's log; it can publish no more.`,
        ]);
      });
    });

  hall
    .command('status')
    .description(
      'one row per station: online, version, lexicons, entries, head, how far behind, chain, faults',
    )
    .action((_options: unknown, command: Command) => {
      const options = globalOptions(command);
      withHub(options, (store) => {
        const rows = hallStatus(store);
        const loose = store.faults().filter((fault) => fault.token === null);
        print(options, { hallId: store.hallId(), hallName: hallName(store), stations: rows, faults: loose }, [
          `Hall "${hallName(store)}": ${rows.length} station${rows.length === 1 ? '' : 's'}`,
          ...rows.flatMap(statusLines),
          ...loose.map((fault) => `FAULT (no station): ${fault.message}`),
        ]);
        if (rows.some((row) => row.chain === 'broken' || row.faults.length > 0) || loose.length > 0)
          process.exitCode = EXIT.verifyFailed;
      });
    });

  hall
    .command('export')
    .description(
      "write the hall's merged log (merged.csv, merged.jsonl, merged.html), as `log merge` of every station's export would",
    )
    .requiredOption('--to <dir>', 'the folder to write into (made if missing)')
    .action((exportOptions: { to: string }, command: Command) => {
      const options = globalOptions(command);
      withHub(options, (store) => {
        const { result, files } = exportHall(store, exportOptions.to);
        const behind = hallStatus(store).filter((row) => row.behind > 0 || row.held > 0);
        print(
          options,
          {
            entries: result.entries.length,
            stations: result.stations,
            conflicts: result.conflicts,
            written: files,
          },
          [
            `Exported ${result.entries.length} entries from ${result.stations.length} station${result.stations.length === 1 ? '' : 's'} into ${exportOptions.to}:`,
            ...result.stations.map(
              (station) =>
                `  ${station.stationName}: ${station.entryCount} entries, head ${station.head === null ? 'none' : paperHead(station.head)}`,
            ),
            ...mergeWarnings(result).map((warning) => `PROBLEM: ${warning}`),
            ...behind.map(
              (row) =>
                `NOTE: ${row.name} is ${row.behind} entries ahead of the hub${row.held > 0 ? ` (${row.held} held after a gap)` : ''}: run \`hall sync\` there.`,
            ),
            `Files: ${files.join(', ')}`,
          ],
        );
        if (result.conflicts.length > 0) process.exitCode = EXIT.verifyFailed;
      });
    });
}

function statusLines(row: StationStatus): string[] {
  const seen =
    row.state === 'online'
      ? 'online'
      : row.state === 'never-joined'
        ? 'never joined'
        : `${row.state}${row.lastSeen === null ? '' : `, last seen ${row.lastSeen}`}`;
  const lexicons =
    row.lexicons
      .map((lexicon) => `${lexicon.name} (${lexicon.alphabet}, ${lexicon.fingerprint.slice(0, 8)})`)
      .join(', ') || 'none reported';
  return [
    `${row.name}${row.stationName !== null && row.stationName !== row.name ? ` [${row.stationName}]` : ''} — ${seen}`,
    `  id ${row.stationId ?? '?'}, app ${row.appVersion ?? '?'}, lexicons: ${lexicons}`,
    `  entries ${row.entries}, hub head ${row.verified === null ? 'none' : paperHead(row.verified)}, station head ${row.stationHead === null ? 'none' : paperHead(row.stationHead)}, behind ${row.behind}${row.held > 0 ? ` (${row.held} held after a gap)` : ''}`,
    `  chain ${row.chain}${row.problem === null ? '' : `; station problem: ${row.problem}`}`,
    ...healthLines(row.health),
    ...row.faults.map((fault) => `  FAULT ${fault.kind}: ${fault.message}`),
  ];
}

// The station's own report of how it stands, as the hall view's card shows it.
function healthLines(health: StationStatus['health']): string[] {
  if (health === null) return ['  health not reported'];
  const { verifiedThrough, writeRefused, fileGuard, lexiconsRefused } = health;
  return [
    `  log check ${verifiedThrough === null ? 'not yet run' : `verified through entry ${verifiedThrough}`}, ${writeRefused === null && fileGuard === null ? 'records' : 'CANNOT RECORD'}`,
    ...(writeRefused === null ? [] : [`  CANNOT RECORD: ${writeRefused}`]),
    ...(fileGuard === null ? [] : [`  FILE GUARD: ${fileGuard}`]),
    ...lexiconsRefused.map(({ name, reason }) => `  LEXICON REFUSED ${name}: ${reason}`),
  ];
}
