// `hall invite --again`: new join files for stations already invited, with the hub's addresses now
// (a router gave the hub's machine another address), the same invitation (token) and a new NKey.
import { createUser } from '@nats-io/nkeys';
import { existsSync, mkdirSync, rmSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { systemClock } from '../../core/clock.ts';
import type { HubStation, HubStore } from '../../core/hall/hub/hub-store.ts';
import { HallError } from '../../core/hall/wire/hall-errors.ts';
import type { JoinFile } from '../../core/hall/wire/join-file.ts';
import { ensureCertificateAuthority } from './hub-certificates.ts';
import { joinFileFor, writeJoinFile } from './hub-invite.ts';

/** What invitations are renewed with. */
export interface InviteAgainOptions {
  readonly hubDir: string;
  /** The station to invite again; null: every station invited and not revoked. */
  readonly name: string | null;
  /** With one station, its join file (unless a folder already); with all, a folder for one file each. */
  readonly out: string;
  /** The addresses the stations are told to use, instead of the hub machine's own now. */
  readonly servers?: readonly string[];
  readonly now?: Date;
}

/** One join file written again. */
export interface InvitedAgain {
  readonly name: string;
  readonly token: string;
  readonly out: string;
  readonly join: JoinFile;
}

/**
 * Writes a new join file for each station asked for: the same invitation, so the station keeps its
 * token (its subjects, its message ids, its chain at the hub) and, joining with `--replace`, its
 * cursor; the hub's addresses now; and a new NKey. The hub keeps only the public half of a
 * station's key, so it cannot write the old seed again; the new key replaces the old one in
 * nats-server's users, so an earlier join file of the station no longer admits anyone. Every
 * station is checked before anything is written (a revoked one, a federation's, a name not invited
 * is refused with a HallError); the files are written before the keys change, and a file that
 * cannot be written leaves every key as it was.
 */
export async function inviteAgain(store: HubStore, options: InviteAgainOptions): Promise<InvitedAgain[]> {
  const now = options.now ?? systemClock();
  const stations = stationsToInviteAgain(store, options.name);
  const ca = await ensureCertificateAuthority(options.hubDir, store.settings.hallName());
  const paths = outPaths(stations, options.out, options.name !== null);
  const written: InvitedAgain[] = [];
  const keys: { token: string; publicKey: string }[] = [];
  try {
    for (const [index, station] of stations.entries()) {
      const user = createUser();
      const out = paths[index] ?? '';
      const file = joinFileFor(store, {
        name: station.name,
        token: station.token,
        auth: { kind: 'nkey', seed: new TextDecoder().decode(user.getSeed()) },
        ca,
        now,
        servers: options.servers,
      });
      writeJoinFile(out, file);
      written.push({ name: station.name, token: station.token, out, join: file });
      keys.push({ token: station.token, publicKey: user.getPublicKey() });
    }
  } catch (error) {
    for (const { out } of written) rmSync(out, { force: true });
    throw error;
  }
  store.stations.rekey(keys);
  return written;
}

/** The stations `name` asks for (every one when null), checked; a HallError saying what cannot be. */
export function stationsToInviteAgain(store: HubStore, name: string | null): HubStation[] {
  if (name === null) {
    const active = store.stations.all().filter((station) => station.revokedAt === null);
    const own = active.filter((station) => station.publicKey !== null);
    if (own.length === 0)
      throw new HallError(
        'hub-store',
        active.length === 0
          ? 'No station is invited to this hall (or every one was revoked): invite one with `hall invite NAME --out FILE`.'
          : "Every station of this hall joined a federation's NATS with its own creds file: the hub holds no credentials to write again.",
      );
    return own;
  }
  const station = store.stations.byName(name.trim());
  if (station === null)
    throw new HallError(
      'hub-store',
      `No station named "${name}" is invited to this hall (\`hall status\` lists them): invite it with \`hall invite "${name}" --out FILE\`.`,
    );
  if (station.revokedAt !== null)
    throw new HallError(
      'hub-store',
      `The station "${station.name}" was revoked at ${station.revokedAt}: its invitation cannot be written again. Invite it anew with \`hall invite "${station.name}" --out FILE\`.`,
    );
  if (station.publicKey === null)
    throw new HallError(
      'hub-store',
      `The station "${station.name}" joined a federation's NATS with its own creds file: the hub holds no credentials to write again (its join file names the federation's addresses, not this hub's).`,
    );
  return [station];
}

// Where each station's file goes: `out` itself for one station (unless it is a folder); else a
// folder, made if need be, with a file named after each station.
function outPaths(stations: readonly HubStation[], out: string, one: boolean): string[] {
  const isFolder = existsSync(out) && statSync(out).isDirectory();
  if (one && !isFolder) return [out];
  try {
    mkdirSync(out, { recursive: true, mode: 0o700 });
  } catch (error) {
    throw new HallError(
      'hub-store',
      `The folder ${out} for the join files cannot be made (${(error as NodeJS.ErrnoException).code ?? String(error)}).`,
    );
  }
  const taken = new Set<string>();
  return stations.map((station) => {
    const base = joinFileName(station.name);
    const name = taken.has(base) ? joinFileName(`${station.name} ${station.token}`) : base;
    taken.add(name);
    return join(out, name);
  });
}

/** A station's join file name in a folder: its name in lower-case letters, digits and hyphens. */
export function joinFileName(stationName: string): string {
  const slug = stationName
    .normalize('NFKD')
    // The accents NFKD split off their letters: "Tâble" is "table".
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/gu, '-')
    .replace(/^-+|-+$/gu, '');
  return `${slug === '' ? 'station' : slug}.join`;
}
