import { HUB_ADDRESS_PATTERN } from '../core/hall/join-file.ts';
import { InvalidArgumentError, type Command } from 'commander';
import type { HallDesignation } from '../common/hall-view-shapes.ts';
import { HallError } from '../core/hall/hall-errors.ts';
import { HUB_LIMITS } from '../core/hall/hub-limits.ts';
import { notUpToDate, stationLabel } from '../core/hall/hall-display.ts';
import { designateLexicon, resolveLexiconChoice } from '../core/hall/hub-designation.ts';
import { exportHall } from '../core/hall/hub-export.ts';
import { hallStatus, type StationStatus } from '../core/hall/hub-status.ts';
import { HubStore } from '../core/hall/hub-store.ts';
import { visibleText } from '../core/hall/visible-text.ts';
import { initialsSchema } from '../ipc/hall-view-contract.ts';
import { mergeWarnings } from '../core/export/log-merge.ts';
import { paperHead } from '../core/export/export-header.ts';
import { hubViewPort } from '../hall/hub/hub-view-port.ts';
import { launchHallView, viewListenProblem } from '../hall/view/hall-view-launch.ts';
import { parseViewListen } from '../hall/view/hall-view-server.ts';
import { parseSilenceSeconds, wholeNumberUpTo } from './option-parsers.ts';
import { inviteStation } from '../hall/hub/hub-invite.ts';
import { startHub } from '../hall/hub/hub-runner.ts';
import { hallName } from '../core/hall/hall-name.ts';
import { parseListen } from '../hall/hub/hub-address.ts';
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

// A director's initials, as the hall view takes them: recorded with the designation.
function directorInitials(text: string): string {
  const parsed = initialsSchema.safeParse(text);
  if (!parsed.success)
    throw new InvalidArgumentError(
      'expected your initials: 1 to 8 letters (spaces, dots and hyphens allowed), e.g. JB.',
    );
  return parsed.data;
}

// A station's hub address: what a join file may hold (tls:// or nats://, a host and a port), so a
// mistyped one is a usage error, not a join file the station refuses as damaged.
function serverUrls(text: string, previous: string[] | undefined): string[] {
  if (!HUB_ADDRESS_PATTERN.test(text))
    throw new InvalidArgumentError('expected tls://HOST:PORT, e.g. tls://10.0.0.2:4222.');
  return [...(previous ?? []), text];
}

/** `hall start|invite|revoke|designate|status|export`: the director's hub. */
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
    .option(
      '--max-entries-per-station <n>',
      `messages the hall's stream keeps of each station before it refuses that station's new ones (default ${HUB_LIMITS.streamMessagesPerStation})`,
      wholeNumberUpTo(HUB_LIMITS.streamMessagesPerStation * 100),
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
          ...(startOptions.maxEntriesPerStation === undefined
            ? {}
            : { streamMessagesPerStation: startOptions.maxEntriesPerStation }),
          onEvent: log,
        });
        log(
          `hub: the hall "${hallName(hub.store)}" is running (${hub.supervisor === null ? `NATS at ${startOptions.nats ?? ''}` : `nats-server pid ${hub.supervisor.pid() ?? '?'}`}); Ctrl+C stops it`,
        );
        const view = startOptions.view
          ? await launchHallView(hubViewPort(hub.store), {
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
    .command('designate')
    .description(
      "designate the hall's lexicon, as the hall view does: every entry judged on another list is flagged",
    )
    .argument(
      '<list>',
      'a list a station offers: its name, or its fingerprint (the first 8 hex digits or more)',
    )
    .requiredOption(
      '--by <initials>',
      "the director's initials, recorded with the designation",
      directorInitials,
    )
    .action((choice: string, designateOptions: { by: string }, command: Command) => {
      const options = globalOptions(command);
      withHub(options, (store) => {
        const lexicon = resolveLexiconChoice(store, choice);
        const { designation, flagged } = designateLexicon(store, lexicon, designateOptions.by, new Date());
        print(options, { designated: designation, flagged }, [
          `The hall's lexicon is now ${visibleText(designation.name)}, designated by ${visibleText(designation.by)} at ${designation.at}:`,
          `  alphabet ${designation.alphabet}, ${designation.wordCount === null ? 'word count unknown' : `${designation.wordCount} words`}`,
          `  fingerprint ${designation.fingerprint}`,
          flagged === 0
            ? '  No station has judged an entry on another list.'
            : `  ${flagged} station${flagged === 1 ? '' : 's'} flagged for entries judged on another list: \`hall status\` says which.`,
        ]);
      });
    });

  hall
    .command('status')
    .description(
      "the hall's lexicon, and one row per station: online, version, lexicons, entries, head, how far behind, chain, faults",
    )
    .action((_options: unknown, command: Command) => {
      const options = globalOptions(command);
      withHub(options, (store) => {
        const rows = hallStatus(store);
        const loose = store.faults().filter((fault) => fault.token === null);
        const designation = store.designation();
        const designations = store.designations();
        print(
          options,
          {
            hallId: store.hallId(),
            hallName: hallName(store),
            designation,
            designations,
            stations: rows,
            faults: loose,
          },
          [
            `Hall "${visibleText(hallName(store))}": ${rows.length} station${rows.length === 1 ? '' : 's'}`,
            ...designationLines(designation, designations),
            ...rows.flatMap(statusLines),
            ...loose.map((fault) => `FAULT (no station): ${visibleText(fault.message)}`),
          ],
        );
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
        const behind = hallStatus(store).flatMap(notUpToDate);
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
                `  ${stationLabel({ name: station.stationName, stationName: station.callsItself ?? null })}: ${station.entryCount} entries, head ${station.head === null ? 'none' : paperHead(station.head)}`,
            ),
            ...mergeWarnings(result).map((warning) => `PROBLEM: ${visibleText(warning)}`),
            ...behind.map((line) => `NOTE: ${line}`),
            `Files: ${files.join(', ')}`,
          ],
        );
        if (result.conflicts.length > 0) process.exitCode = EXIT.verifyFailed;
      });
    });
}

// The hall's lexicon: who designated which list when (its full fingerprint), then the earlier ones.
function designationLines(
  designation: HallDesignation | null,
  designations: readonly HallDesignation[],
): string[] {
  if (designation === null)
    return ["The hall's lexicon: none designated (`hall designate LIST --by INITIALS`)"];
  const line = (each: HallDesignation) =>
    `${visibleText(each.name)} (${each.alphabet}, ${each.wordCount === null ? 'word count unknown' : `${each.wordCount} words`}), fingerprint ${each.fingerprint}, designated by ${visibleText(each.by)} at ${each.at}`;
  const earlier = designations.slice(0, -1);
  return [
    `The hall's lexicon: ${line(designation)}`,
    ...(earlier.length === 0 ? [] : ['  designated before it, oldest first:']),
    ...earlier.map((each) => `  - ${line(each)}`),
  ];
}

// Every text a station sent is shown through visibleText: a terminal escape code in a station's
// name cannot erase the lines around it, nor a right-to-left override turn one text into another.
function statusLines(row: StationStatus): string[] {
  const seen =
    row.state === 'never-joined'
      ? 'never joined'
      : row.state === 'revoked'
        ? `revoked${row.lastSeen === null ? '' : `, last seen ${row.lastSeen}`}`
        : row.presence === 'on-demand'
          ? `syncs from the command line; last sync ${row.lastSeen ?? '?'}`
          : row.state === 'online'
            ? 'online'
            : `offline, last seen ${row.lastSeen ?? '?'}`;
  const lexicons =
    row.lexicons
      .map(
        (lexicon) => `${visibleText(lexicon.name)} (${lexicon.alphabet}, ${lexicon.fingerprint.slice(0, 8)})`,
      )
      .join(', ') || 'none reported';
  const shown = (text: string | null) => (text === null ? '?' : visibleText(text));
  return [
    `${stationLabel(row)} — ${seen}`,
    `  id ${shown(row.stationId)}, app ${shown(row.appVersion)}, lexicons: ${lexicons}`,
    `  entries ${row.entries}, hub head ${row.verified === null ? 'none' : paperHead(row.verified)}, station head ${row.stationHead === null ? 'none' : paperHead(row.stationHead)}, ${behindText(row)}`,
    `  chain ${row.chain}${row.problem === null ? '' : `; station problem: ${visibleText(row.problem)}`}`,
    ...healthLines(row.health),
    ...row.faults.map((fault) => `  FAULT ${fault.kind}: ${visibleText(fault.message)}`),
  ];
}

// A plain "behind 0" (up to date) only when the hub heard the station after its last entry and it
// is online, or its last sync from the command line reached its head (said so, with its time);
// otherwise what it judged since it was last heard is unknown, and the line says so.
function behindText(row: StationStatus): string {
  const held = row.held > 0 ? ` (${row.held} held after a gap)` : '';
  if (row.upToDate)
    return row.state === 'online'
      ? 'behind 0'
      : `behind 0 (up to date at its last sync, ${row.lastSeen ?? '?'})`;
  if (row.state === 'revoked') return `behind ${row.behind}${held}`;
  if (row.lastSeen === null) return `behind unknown: never heard from${held}`;
  return `behind ${row.behind}${held} by its last report; last heard ${row.lastSeen}; entries since then unknown`;
}

// The station's own report of how it stands, as the hall view's card shows it.
function healthLines(health: StationStatus['health']): string[] {
  if (health === null) return ['  health not reported'];
  const { verifiedThrough, writeRefused, fileGuard, lexiconsRefused } = health;
  return [
    `  log check ${verifiedThrough === null ? 'not yet run' : `verified through entry ${verifiedThrough}`}, ${writeRefused === null && fileGuard === null ? 'records' : 'CANNOT RECORD'}`,
    ...(writeRefused === null ? [] : [`  CANNOT RECORD: ${visibleText(writeRefused)}`]),
    ...(fileGuard === null ? [] : [`  FILE GUARD: ${visibleText(fileGuard)}`]),
    ...lexiconsRefused.map(
      ({ name, reason }) => `  LEXICON REFUSED ${visibleText(name)}: ${visibleText(reason)}`,
    ),
  ];
}
