import { createUser } from '@nats-io/nkeys';
import { writeFileSync } from 'node:fs';
import { HallError } from '../core/hall/hall-errors.ts';
import { JOIN_FORMAT, JOIN_FORMAT_VERSION, type JoinFile } from '../core/hall/join-file.ts';
import { newToken, type HubStore } from '../core/hall/hub-store.ts';
import { ensureCertificateAuthority } from './hub-certificates.ts';
import { hallName, hubListen, stationServers } from './hub-settings.ts';

/** What an invitation is made with. */
export interface InviteOptions {
  readonly hubDir: string;
  readonly name: string;
  readonly out: string;
  /** The addresses the station is told to use, instead of this machine's own. */
  readonly servers?: readonly string[];
  readonly now?: Date;
}

/**
 * Invites a station: a new NATS identity (the hub keeps only its public key), recorded in the
 * hub's store (a running hub picks it up within a second), and a join file for the station with
 * the hub's addresses, the hall's certificate authority and the station's secret seed. The file
 * is written readable by its owner only: whoever holds it can publish as that station.
 */
export async function inviteStation(store: HubStore, options: InviteOptions): Promise<JoinFile> {
  const name = options.name.trim();
  if (name === '') throw new HallError('hub-store', 'Give the station a name, e.g. "Station 3".');
  const ca = await ensureCertificateAuthority(options.hubDir, hallName(store));
  const user = createUser();
  const token = newToken();
  const now = options.now ?? new Date();
  store.invite(name, token, user.getPublicKey(), now);
  const join: JoinFile = {
    format: JOIN_FORMAT,
    formatVersion: JOIN_FORMAT_VERSION,
    hallId: store.hallId(),
    hallName: hallName(store),
    stationName: name,
    token,
    servers:
      options.servers === undefined || options.servers.length === 0
        ? stationServers(hubListen(store))
        : [...options.servers],
    ca,
    auth: { kind: 'nkey', seed: new TextDecoder().decode(user.getSeed()) },
    invitedAt: now.toISOString(),
  };
  try {
    writeFileSync(options.out, `${JSON.stringify(join, null, 2)}\n`, { mode: 0o600 });
  } catch (error) {
    store.revoke(name, now);
    throw new HallError(
      'hub-store',
      `The join file cannot be written to ${options.out} (${(error as NodeJS.ErrnoException).code ?? String(error)}).`,
    );
  }
  return join;
}
