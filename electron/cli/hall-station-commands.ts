import type { NatsConnection } from '@nats-io/transport-node';
import { type Command, InvalidArgumentError } from 'commander';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { HallError } from '../core/hall/hall-errors.ts';
import { readJoinFile, type JoinFile } from '../core/hall/join-file.ts';
import {
  invitationNameProblem,
  joinHall,
  leaveHall,
  stationHasName,
  type HallMembershipParts,
} from '../core/hall/station-hall-membership.ts';
import { carriedSettingsSchema, type HallSettingName } from '../core/hall/hall-buckets.ts';
import { shownSetting } from '../core/hall/hall-settings-standing.ts';
import { HALL_SETTING_NAMES, HALL_SETTINGS } from '../common/hall-settings.ts';
import { systemClock } from '../core/clock.ts';
import { STATION_LINK_FILE, StationLinkStore } from '../core/hall/station-link-store.ts';
import { paperHead } from '../core/export/export-header.ts';
import { connectStation } from '../hall/station/station-connection.ts';
import { publisherSource, stationHallReport } from '../hall/station/station-hall.ts';
import { HallListReceiver, type HallListState } from '../hall/station/hall-list-receiver.ts';
import { EXIT } from './exit-codes.ts';
import { natsListPort } from '../hall/station/nats-list-port.ts';
import { HallSettingsReceiver } from '../hall/station/hall-settings-receiver.ts';
import { StationPublisher } from '../hall/station/station-publisher.ts';
import { assertStationExists, NoStationError } from '../core/station/existing-station.ts';
import { Station } from '../core/station/station.ts';
import { globalOptions, print, withExistingStation, type GlobalOptions } from './cli-context.ts';

function seconds(value: string): number {
  const parsed = Number(value);
  if (!(parsed > 0 && parsed <= 86_400)) throw new InvalidArgumentError('expected a number of seconds.');
  return parsed;
}

// The station's link file, opened for one command; a station that never joined has none.
function withLink<T>(options: GlobalOptions, run: (link: StationLinkStore, join: JoinFile) => T): T {
  const missing = (): HallError =>
    new HallError(
      'not-joined',
      `The station in ${options.dataDir} has not joined a hall: run \`hall join FILE\` first.`,
    );
  if (!existsSync(join(options.dataDir, STATION_LINK_FILE))) throw missing();
  const link = new StationLinkStore(options.dataDir);
  try {
    const file = link.link();
    if (file === null) throw missing();
    return run(link, file);
  } finally {
    link.close();
  }
}

/**
 * nats.js leaves a TCP connection open when a server took it and never answered within the connect
 * timeout (a hub laptop hung, a wrong port): that socket would keep a command that has said all it
 * had to say from exiting, for as long as the server holds it. After a failed connection the command
 * exits all the same, with its own code, once it is done (the timer does not keep it alive).
 */
function exitOnceDone(): void {
  setTimeout(() => process.exit(), 200).unref();
}

/**
 * How long `hall sync` has, at least, for its last publish after taking the hall's list and
 * settings (the few entries they logged, and its state), even when the list took the rest of
 * `--timeout`.
 */
const FINAL_PUBLISH_MS = 3_000;

/** How long `hall join` tries to say hello to the hub: never longer, and never failing the join. */
const HELLO_MS = 3_000;

/** What became of the hello `hall join` says to the hub. */
interface Hello {
  /** The hub answered the station's state. */
  readonly answered: boolean;
  /** The hub answered that this station's invitation was revoked. */
  readonly revoked: boolean;
  /** Why it did not answer, in words; null when it did. */
  readonly problem: string | null;
  /** The connection failed: the command exits once done (see {@link exitOnceDone}). */
  readonly failed?: true;
}

/**
 * Sends the hub one state message (presence on-demand: a station used from the command line),
 * so the hub shows the station as joined before its first sync. Bounded by {@link HELLO_MS}; a hub
 * out of reach, or one that has not yet let the station in, is said, never an error: the station is
 * joined all the same and publishes when it can.
 */
async function sayHello(station: Station, joinFile: JoinFile): Promise<Hello> {
  const deadline = Date.now() + HELLO_MS;
  const link = new StationLinkStore(station.dataDir);
  let nc: NatsConnection | null = null;
  try {
    nc = await connectStation(joinFile, { timeoutMs: HELLO_MS - 500 });
    const publisher = new StationPublisher(nc, joinFile, publisherSource(station, 'on-demand'), link);
    const receipt = await publisher.sendState(Math.max(500, deadline - Date.now()));
    return receipt === null
      ? { answered: false, revoked: false, problem: 'The hub did not answer.' }
      : { answered: true, revoked: receipt.revoked, problem: null };
  } catch (error) {
    // Not exited here: `hall join --new-station` goes on to wait for the hall's list.
    return { answered: false, revoked: false, problem: (error as Error).message, failed: true };
  } finally {
    await nc?.close().catch(() => undefined);
    link.close();
  }
}

function helloLine(hello: Hello): string {
  if (hello.revoked)
    return 'The hub answers that this invitation was revoked: ask the director for a new join file.';
  if (hello.answered) return 'The hub answered: it shows this station as joined.';
  return `The hub did not answer now (${hello.problem ?? ''}); the station is joined all the same and publishes when the hub answers.`;
}

// Joining and leaving are logged, the same path as the console's (station-hall-membership.ts).
function membership(station: Station): HallMembershipParts {
  const { dataDir, recorder, transaction } = station;
  return { dataDir, recorder, transaction, now: systemClock };
}

/** `hall join|leave|show|sync`: a station's side of the hall. */
export function addHallStationCommands(hall: Command): void {
  hall
    .command('join')
    .description("join a hall with the join file the director's hub made for this station")
    .argument('<file>', 'the join file (from `hall invite`)')
    .option('--replace', 'replace the hall this station has joined (its link and credentials) with this one')
    .option(
      '--new-station',
      "make a new station in the data folder, when it holds none, named by the invitation, and join with it; then wait for the hall's list and settings",
    )
    .option(
      '--timeout <seconds>',
      "with --new-station, how long to wait for the hall's list and settings (default 30)",
      seconds,
      30,
    )
    .action(
      async (
        file: string,
        joinOptions: { replace?: boolean; newStation?: boolean; timeout: number },
        command: Command,
      ): Promise<void> => {
        const options = globalOptions(command);
        const deadline = Date.now() + joinOptions.timeout * 1000;
        const joinFile = readJoinFile(file);
        const newStation = joinOptions.newStation === true;
        let existed = true;
        // A mistyped folder is reported, never made into a new station that joins the hall.
        try {
          assertStationExists(options.dataDir);
        } catch (error) {
          if (!(error instanceof NoStationError)) throw error;
          if (!newStation)
            throw new NoStationError(
              `${error.message} To make a new station there and join it, add --new-station.`,
            );
          existed = false;
        }
        const station = new Station({ dataDir: options.dataDir, mustExist: !newStation });
        try {
          // A new station (or one never named) is named by its invitation, in the join's transaction.
          const nameFromInvitation = newStation && (!existed || !stationHasName(station));
          const nameProblem = nameFromInvitation ? invitationNameProblem(joinFile) : null;
          const named = nameFromInvitation && nameProblem === null;
          station.transaction(() => {
            joinHall(membership(station), joinFile, {
              replace: joinOptions.replace === true,
              how: `To join with ${file} instead, add --replace (or run \`hall leave\` first).`,
            });
            if (named) station.profile.rename(joinFile.stationName);
          });
          const { failed, ...hello } = await sayHello(station, joinFile);
          // Like `hall sync`: a new station takes the hall's list and settings before it is used.
          const received =
            newStation && !hello.revoked ? await receiveAtJoin(station, joinFile, deadline) : null;
          if (failed === true || received?.list === null) exitOnceDone();
          print(
            options,
            {
              joined: true,
              hallId: joinFile.hallId,
              hallName: joinFile.hallName,
              stationName: joinFile.stationName,
              stationId: station.stationId,
              servers: joinFile.servers,
              hello,
              ...(newStation
                ? {
                    calledHere: station.profile.name(),
                    named,
                    hallList: received?.list ?? null,
                    hallSettings: received?.settings ?? [],
                  }
                : {}),
            },
            [
              `Joined the hall "${joinFile.hallName}" as "${joinFile.stationName}" (hub: ${joinFile.servers.join(', ')}).`,
              ...(named
                ? [`The station is named "${station.profile.name()}", as the invitation names it.`]
                : []),
              ...(nameProblem === null
                ? []
                : [
                    `${nameProblem} The station keeps the name "${station.profile.name()}": rename it with \`station name NAME\`.`,
                  ]),
              helloLine(hello),
              ...(newStation && !hello.revoked ? receivedLines(received) : []),
              'The kiosk and web station publish every entry while they run; `hall sync` publishes now.',
              `You may delete ${file}: the station keeps what it needs (it holds this station's credentials).`,
            ],
          );
          // As `hall sync`: the hall designated a list this station does not hold (in time, or at all).
          const list = received?.list?.state;
          if (list === 'receiving' || list === 'refused') process.exitCode = EXIT.hallListNotReceived;
        } finally {
          station.close();
        }
      },
    );

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

  hall
    .command('show')
    .description('say which hall this station joined, whether its hub answers, and how many entries wait')
    .action(async (_options: unknown, command: Command) => {
      const options = globalOptions(command);
      const local = withLink(options, (link, joinFile) =>
        withExistingStation(options, (station) => ({
          joinFile,
          head: station.log.head(),
          acknowledged: link.acknowledged(),
        })),
      );
      const pending = (local.head?.seq ?? 0) - (local.acknowledged?.seq ?? 0);
      let connected = false;
      let problem: string | null = null;
      try {
        const nc = await connectStation(local.joinFile);
        connected = true;
        await nc.close();
      } catch (error) {
        problem = (error as Error).message;
        exitOnceDone();
      }
      print(
        options,
        {
          hallId: local.joinFile.hallId,
          hallName: local.joinFile.hallName,
          stationName: local.joinFile.stationName,
          servers: local.joinFile.servers,
          connected,
          problem,
          head: local.head,
          acknowledged: local.acknowledged,
          pending,
        },
        [
          `Hall:      ${local.joinFile.hallName} (as "${local.joinFile.stationName}")`,
          `Hub:       ${local.joinFile.servers.join(', ')} — ${connected ? 'connected' : `NOT connected: ${problem ?? ''}`}`,
          `Log head:  ${local.head === null ? 'none' : paperHead(local.head)}`,
          `Pending:   ${pending} entr${pending === 1 ? 'y' : 'ies'} not yet acknowledged by the hub`,
        ],
      );
    });

  hall
    .command('sync')
    .description(
      "publish every pending entry now and take the hall's designated list; exit 0 only when the hub has stored and verified all of them and the station holds the list",
    )
    .option('--timeout <seconds>', 'how long to keep trying (default 30)', seconds, 30)
    .action(async (syncOptions: { timeout: number }, command: Command) => {
      const options = globalOptions(command);
      const deadline = Date.now() + syncOptions.timeout * 1000;
      const joinFile = withLink(options, (_link, file) => file);
      assertStationExists(options.dataDir);
      const station = new Station({ dataDir: options.dataDir, mustExist: true });
      const link = new StationLinkStore(options.dataDir);
      try {
        // Within --timeout too: a hub that takes the connection and never answers costs no more.
        const connectMs = Math.max(1_000, Math.min(5_000, deadline - Date.now()));
        const nc = await connectStation(joinFile, { timeoutMs: connectMs }).catch((error: unknown) => {
          exitOnceDone();
          throw error;
        });
        try {
          // A station used from the command line is heard from only at each sync: the hub shows it
          // as such, and its silence between syncs is no alarm.
          let received: HallListState = { state: 'none' };
          const report = () => stationHallReport(received, link, station);
          const publisher = new StationPublisher(
            nc,
            joinFile,
            publisherSource(station, 'on-demand', report),
            link,
            {
              // A CLI sync waits for the hub: entries its stream acknowledged but it does not hold
              // are sent again after a few seconds, not the long-running publisher's twenty.
              resendAfterMs: 3_000,
              onEvent: (line) => process.stderr.write(`${line}\n`),
            },
          );
          // What the station judged goes first: a hall's list slow to come must not keep it back.
          await publisher.sync(deadline);
          const list = await receiveHallList(station, link, nc, joinFile.hallId, deadline);
          // Then once more, with what this sync took of the hall: the settings it applied were
          // logged, so they are published now, and the state it ends with says the list it holds
          // and the settings changed here. One sync leaves the hub's card up to date.
          received = list;
          const head = await publisher.sync(Math.max(deadline, Date.now() + FINAL_PUBLISH_MS));
          print(options, { synced: true, head, hallName: joinFile.hallName, hallList: list }, [
            head === null
              ? 'The log is empty: nothing to publish.'
              : `The hub of "${joinFile.hallName}" holds and verified every entry up to ${paperHead(head)}.`,
            ...hallListLines(list),
          ]);
          if (list.state === 'receiving' || list.state === 'refused')
            process.exitCode = EXIT.hallListNotReceived;
        } finally {
          await nc.close();
        }
      } finally {
        link.close();
        station.close();
      }
    });
}

/**
 * The hall's designated list, received before `deadline` (hall-list-receiver.ts): installed and
 * offered first, or why not. A hall whose hub has carried no list leaves the station's lists as
 * they are.
 */
async function receiveHallList(
  station: Station,
  link: StationLinkStore,
  nc: NatsConnection,
  hallId: string,
  deadline: number,
  settings: HallSettingsReceiver = new HallSettingsReceiver(station, link, (line) =>
    process.stderr.write(`${line}\n`),
  ),
): Promise<HallListState> {
  const receiver = new HallListReceiver(station, natsListPort(nc, hallId), {
    onEvent: (line) => process.stderr.write(`${line}\n`),
    retryMs: 500,
    settings,
  });
  try {
    if (!(await receiver.startOnce())) return { state: 'none' };
    return await receiver.settled(Math.max(0, deadline - Date.now()));
  } catch (error) {
    // A federation's NATS grants a station only its own subjects unless its operator adds the
    // hall's buckets (docs/HALL-GUIDE.md): there the station keeps its own lists, and says so.
    process.stderr.write(
      `hall: the hall's settings cannot be read here (${(error as Error).message}); the station keeps its own lists\n`,
    );
    return { state: 'none' };
  } finally {
    receiver.stop();
  }
}

/** What `hall sync` says of the hall's list. */
function hallListLines(list: HallListState): string[] {
  const label = list.state === 'none' ? '' : `${list.name} (${list.fingerprint.slice(0, 8)})`;
  switch (list.state) {
    case 'none':
      return [];
    case 'received':
      return [`The hall's list ${label} is installed here and offered first.`];
    case 'receiving':
      return [`The hall's list ${label} did not arrive in time: run \`hall sync\` again.`];
    case 'refused':
      return [`The hall's list ${label} was not installed: ${list.reason}`];
  }
}

/** One of the hall's settings a station applied as it joined: what the hall set, and who set it. */
interface AppliedAtJoin {
  readonly name: HallSettingName;
  readonly value: unknown;
  readonly by: string;
}

/** The hall's settings receiver, noting each setting it applies, for `hall join --new-station` to say. */
class NotingSettingsReceiver extends HallSettingsReceiver {
  readonly applied = new Map<HallSettingName, AppliedAtJoin>();

  override receive(value: Uint8Array | null): HallSettingName[] {
    const names = super.receive(value);
    if (names.length === 0 || value === null) return names;
    // Read again only to say it: the receiver above has checked and applied it.
    const settings = carriedSettingsSchema.parse(JSON.parse(new TextDecoder().decode(value)));
    for (const name of names) {
      const set = settings[name];
      if (set !== undefined) this.applied.set(name, { name, value: set.value, by: set.by });
    }
    return names;
  }
}

/** What `hall join --new-station` received of the hall: its list, and the settings it applied. */
interface ReceivedAtJoin {
  /** Null when the hub could not be reached (nothing is known of the hall's list). */
  readonly list: HallListState | null;
  readonly settings: readonly AppliedAtJoin[];
  /** Why nothing was received, when the hub could not be reached. */
  readonly problem: string | null;
}

/**
 * After `hall join --new-station`: connects again (a hub applies a new invitation within a second,
 * so a refusal is tried again until `deadline`) and takes the hall's list and settings as `hall sync`
 * does. A hub that cannot be reached leaves the station joined, to take them when it runs.
 */
async function receiveAtJoin(
  station: Station,
  joinFile: JoinFile,
  deadline: number,
): Promise<ReceivedAtJoin> {
  let nc: NatsConnection | null = null;
  let problem: string | null = null;
  while (nc === null) {
    try {
      const timeoutMs = Math.max(1_000, Math.min(5_000, deadline - Date.now()));
      nc = await connectStation(joinFile, { timeoutMs });
    } catch (error) {
      problem = (error as Error).message;
      // Only a refusal is tried again: a hub out of reach, or another hall's, is not waited for.
      const refused = error instanceof HallError && error.problem === 'refused';
      if (!refused || Date.now() + 500 > deadline) break;
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
  }
  if (nc === null) return { list: null, settings: [], problem };
  const link = new StationLinkStore(station.dataDir);
  try {
    const settings = new NotingSettingsReceiver(station, link, (line) => process.stderr.write(`${line}\n`));
    const list = await receiveHallList(station, link, nc, joinFile.hallId, deadline, settings);
    // The hub's card shows where the new station stands with the hall's list, as of this join.
    await new StationPublisher(
      nc,
      joinFile,
      publisherSource(station, 'on-demand', () => stationHallReport(list, link, station)),
      link,
    ).sendState(Math.max(500, Math.min(2_000, deadline - Date.now())));
    return { list, settings: [...settings.applied.values()], problem: null };
  } finally {
    await nc.close().catch(() => undefined);
    link.close();
  }
}

/** What `hall join --new-station` says of the hall's list and settings. */
function receivedLines(received: ReceivedAtJoin | null): string[] {
  if (received === null || received.list === null)
    return [
      `The hall's list and settings were not received now (${received?.problem ?? 'the hub did not answer'}); the kiosk takes them when it runs, or run \`hall sync\`.`,
    ];
  const settings =
    received.settings.length === 0
      ? [
          `The hall has set none of its settings (${HALL_SETTING_NAMES.map((name) => HALL_SETTINGS[name].cli.said).join(', ')}) that this station did not have.`,
        ]
      : [
          `The hall's settings applied here: ${received.settings.map((set) => `${HALL_SETTINGS[set.name].cli.said} ${shownSetting(set.name, set.value)} (set by ${set.by})`).join(', ')}.`,
        ];
  const list =
    received.list.state === 'none'
      ? ['The hall has designated no list: the station keeps its own.']
      : hallListLines(received.list);
  return [...list, ...settings];
}
