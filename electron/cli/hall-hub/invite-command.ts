import type { Command } from 'commander';
import { HubStore } from '../../core/hall/hub/hub-store.ts';
import { inviteStation } from '../../hall/hub/hub-invite.ts';
import { globalOptions, print } from '../cli-context.ts';
import { EXIT } from '../exit-codes.ts';
import { runInviteAgain } from './invite-again-command.ts';
import { stationName, serverUrls } from './hub-options.ts';

/** `hall invite NAME --out FILE`: a station's join file; `--again`: new ones for stations invited. */
export function addHallInviteCommand(hall: Command): void {
  hall
    .command('invite')
    .description("invite a station: write the join file to carry to it (it holds the station's credentials)")
    .argument(
      '[name]',
      'the station\'s name in the hall, e.g. "Station 3" (with --again, omitted: every station invited)',
      stationName,
    )
    .requiredOption(
      '--out <path>',
      'where to write the join file (with --again for every station: a folder, one file per station)',
    )
    .option(
      '--again',
      "new join files for stations already invited, with this computer's addresses now: the same invitation, new credentials",
    )
    .option(
      '--server <url...>',
      "the hub address(es) the station should use, e.g. tls://10.0.0.2:4222 (default: this computer's; with --creds, required: the federation's)",
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
        name: string | undefined,
        inviteOptions: { out: string; server?: string[]; creds?: string; ca?: string; again?: boolean },
        command: Command,
      ) => {
        const options = globalOptions(command);
        if (inviteOptions.again === true) {
          if (inviteOptions.creds !== undefined || inviteOptions.ca !== undefined)
            command.error(
              "error: --again renews the hub's own invitations; a federation's station (--creds, --ca) gets a new creds file from the federation.",
              { exitCode: EXIT.badInput },
            );
          await runInviteAgain(options, name ?? null, inviteOptions);
          return;
        }
        if (name === undefined)
          command.error("error: missing required argument 'name'", { exitCode: EXIT.badInput });
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
}
