import type { Command } from 'commander';
import { readJoinFile } from '../../core/hall/wire/join-file.ts';
import {
  invitationNameProblem,
  joinedHall,
  joinHall,
  stationHasName,
} from '../../core/hall/station/station-hall-membership.ts';
import { assertStationExists, NoStationError } from '../../core/station/existing-station.ts';
import { Station } from '../../core/station/station.ts';
import { globalOptions, print } from '../cli-context.ts';
import { EXIT } from '../exit-codes.ts';
import { helloLine, sayHello } from './join-hello.ts';
import { receiveAtJoin, receivedLines } from './received-at-join.ts';
import { exitOnceDone, membership, seconds, withStationLink } from './station-link-options.ts';

/** `hall join FILE`: the station joins a hall, says hello to its hub, and with --new-station takes its list. */
export function addHallJoinCommand(hall: Command): void {
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
          // The same invitation again (`hall invite --again`: the hub moved) keeps the station's cursor.
          const previous = joinOptions.replace === true ? joinedHall(station.dataDir) : null;
          const keptPlace = previous?.hallId === joinFile.hallId && previous.token === joinFile.token;
          station.transaction(() => {
            joinHall(membership(station), joinFile, {
              replace: joinOptions.replace === true,
              how: `To join with ${file} instead, add --replace (or run \`hall leave\` first).`,
            });
            if (named) station.profile.rename(joinFile.stationName);
          });
          const { hello, received } = await withStationLink(station.dataDir, async (link) => {
            const said = await sayHello(station, link);
            // Like `hall sync`: a new station takes the hall's list and settings before it is used.
            const taken = newStation && !said.revoked ? await receiveAtJoin(station, link, deadline) : null;
            return { hello: said, received: taken };
          });
          const { failed, ...helloShown } = hello;
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
              ...(previous === null ? {} : { keptPlace }),
              hello: helloShown,
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
              ...(previous === null ? [] : [replacedLine(keptPlace)]),
              helloLine(helloShown),
              ...(newStation && !helloShown.revoked ? receivedLines(received) : []),
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
}

// What `--replace` did to what the station sends: the same invitation keeps its place in the hall.
function replacedLine(keptPlace: boolean): string {
  return keptPlace
    ? 'The same invitation as before (renewed): the station keeps its place and sends only what the hub does not hold yet.'
    : 'Another invitation than before: the station sends its whole log to this hall, from entry 1.';
}
