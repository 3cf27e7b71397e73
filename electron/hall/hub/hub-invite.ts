import { createUser, fromPublic, fromSeed } from '@nats-io/nkeys';
import { readFileSync, writeFileSync } from 'node:fs';
import { systemClock } from '../../core/clock.ts';
import { HallError } from '../../core/hall/wire/hall-errors.ts';
import { stationSubjects, TOKEN_PATTERN } from '../../core/hall/wire/hall-subjects.ts';
import {
  CREDS_PATTERN,
  decodeUserJwt,
  hallTlsName,
  JOIN_FORMAT,
  joinFormatVersion,
  type JoinFile,
} from '../../core/hall/wire/join-file.ts';
import { newToken, type HubStore } from '../../core/hall/hub/hub-store.ts';
import { bucketReaderPermissions } from './nats-config.ts';
import { ensureCertificateAuthority } from './hub-certificates.ts';
import { hubListen, stationServers } from './hub-address.ts';

/** What an invitation is made with. */
export interface InviteOptions {
  readonly hubDir: string;
  readonly name: string;
  readonly out: string;
  /** The addresses the station is told to use, instead of the hub machine's own. */
  readonly servers?: readonly string[];
  /**
   * A federation's creds file for this station (its account operator issued it), used instead of
   * an NKey the hub makes: the station joins the federation's NATS (`hall start --nats`).
   */
  readonly creds?: string;
  /** With `creds`: the federation's certificate authority (a PEM file); without, the system's. */
  readonly caFile?: string;
  readonly now?: Date;
}

/**
 * Invites a station. Without `creds`: a new NATS identity (the hub keeps only its public key),
 * recorded in the hub's store (a running hub picks it up within a second), and a join file for the
 * station with the hub's addresses, the hall's certificate authority and the station's secret seed.
 * With `creds` (a federation's NATS): the station's creds file, checked (see
 * {@link readStationCreds}), its token read from the subjects it is limited to, and a join file
 * with the federation's addresses and authority and that creds file. The file is written readable
 * by its owner only: whoever holds it can publish as that station.
 */
export async function inviteStation(store: HubStore, options: InviteOptions): Promise<JoinFile> {
  const name = options.name.trim();
  if (name === '') throw new HallError('hub-store', 'Give the station a name, e.g. "Station 3".');
  const now = options.now ?? systemClock();
  let token: string;
  let publicKey: string | null;
  let auth: JoinFile['auth'];
  let ca: string | null;
  if (options.creds === undefined) {
    ca = await ensureCertificateAuthority(options.hubDir, store.settings.hallName());
    const user = createUser();
    token = newToken();
    publicKey = user.getPublicKey();
    auth = { kind: 'nkey', seed: new TextDecoder().decode(user.getSeed()) };
  } else {
    if (options.servers === undefined || options.servers.length === 0)
      throw new HallError(
        'hub-store',
        "Give the federation's address with --server, e.g. tls://nats.example:4222.",
      );
    const creds = readStationCreds(options.creds, store.settings.hallId(), now);
    const taken = store.stations.byToken(creds.token);
    if (taken !== null)
      throw new HallError(
        'bad-join-file',
        `The creds file ${options.creds} is for the token "${creds.token}", which is already the station "${taken.name}"'s${taken.revokedAt === null ? '' : ' (revoked)'}: ask the federation for a user with a token of its own for each station.`,
      );
    token = creds.token;
    // The federation's servers, not this hub's, check the station's key: nothing for the hub's own
    // nats-server to know, so none is kept.
    publicKey = null;
    auth = { kind: 'creds', creds: creds.text };
    ca = options.caFile === undefined ? null : readAuthority(options.caFile);
  }
  store.stations.invite(name, token, publicKey, now);
  const join = joinFileFor(store, { name, token, auth, ca, now, servers: options.servers });
  try {
    writeJoinFile(options.out, join);
  } catch (error) {
    store.stations.revoke(name, now);
    throw error;
  }
  return join;
}

/**
 * A station's join file: the hall, its invitation, the hub's addresses (`servers`, or the hub machine's
 * own now) and, for the hub's own server (an NKey invitation: a federation's servers' certificates
 * are not the hall's), the hall's name its certificate carries.
 */
export function joinFileFor(
  store: HubStore,
  parts: {
    readonly name: string;
    readonly token: string;
    readonly auth: JoinFile['auth'];
    readonly ca: string | null;
    readonly now: Date;
    readonly servers?: readonly string[] | undefined;
  },
): JoinFile {
  const tlsName = parts.auth.kind === 'nkey' ? hallTlsName(store.settings.hallId()) : undefined;
  return {
    format: JOIN_FORMAT,
    formatVersion: joinFormatVersion(tlsName),
    hallId: store.settings.hallId(),
    hallName: store.settings.hallName(),
    stationName: parts.name,
    token: parts.token,
    servers:
      parts.servers === undefined || parts.servers.length === 0
        ? stationServers(hubListen(store))
        : [...parts.servers],
    ca: parts.ca,
    ...(tlsName === undefined ? {} : { tlsName }),
    auth: parts.auth,
    invitedAt: parts.now.toISOString(),
  };
}

/** Writes a join file readable by its owner only, or throws a HallError saying why it cannot. */
export function writeJoinFile(path: string, join: JoinFile): void {
  try {
    writeFileSync(path, `${JSON.stringify(join, null, 2)}\n`, { mode: 0o600 });
  } catch (error) {
    throw new HallError(
      'hub-store',
      `The join file cannot be written to ${path} (${(error as NodeJS.ErrnoException).code ?? String(error)}).`,
    );
  }
}

/** A station's creds file from a federation, checked: its text, its token and its public key. */
export interface StationCreds {
  readonly text: string;
  readonly token: string;
  readonly publicKey: string;
}

/**
 * Reads and checks a station's creds file (a NATS user JWT and the user's NKey seed, as `nsc`
 * writes them) against the hall `hallId`, or throws a HallError (`bad-join-file`, exit 21) saying
 * what is wrong: unreadable, not a creds file, a JWT whose signature is not its issuer's, a seed
 * that is not the JWT's user, expired or not yet valid, or permissions that are not exactly one
 * station's own in this hall — publish only on `hall.<hall>.entries.<token>` and
 * `hall.<hall>.state.<token>`, subscribe only to `_INBOX_<hall>_<token>.>`. The token is read from
 * those subjects: the federation's account operator chose it. Whether the account is the one the
 * hub's own creds are in is for the federation's servers to say, at the station's first connection.
 */
export function readStationCreds(path: string, hallId: string, now: Date): StationCreds {
  const text = readFileForInvite(path, 'The creds file');
  const bad = (why: string): HallError => new HallError('bad-join-file', `The creds file ${path} ${why}.`);
  const match = CREDS_PATTERN.exec(text);
  const jwt = match?.groups?.['jwt'];
  const seed = match?.groups?.['seed'];
  if (jwt === undefined || seed === undefined)
    throw bad('is not a NATS creds file (a user JWT and an NKey seed, as `nsc generate creds` writes them)');
  const user = decodeUserJwt(jwt);
  if (user === null)
    throw bad("holds no NATS user JWT that can be read (its header or claims are not a user's)");
  const { claims } = user;
  const signed = ((): boolean => {
    try {
      return fromPublic(claims.iss).verify(new TextEncoder().encode(user.signed), user.signature);
    } catch {
      return false;
    }
  })();
  if (!signed) throw bad("holds a JWT whose signature is not its issuer's: it is damaged or was altered");
  let publicKey: string;
  try {
    publicKey = fromSeed(new TextEncoder().encode(seed)).getPublicKey();
  } catch {
    throw bad('holds an NKey seed that cannot be read');
  }
  if (publicKey !== claims.sub)
    throw bad("holds a seed that is not the key of its JWT's user: the two parts are from different users");
  const seconds = now.getTime() / 1000;
  if (claims.exp !== undefined && claims.exp > 0 && claims.exp <= seconds)
    throw bad(`expired at ${new Date(claims.exp * 1000).toISOString()}: ask the federation for a new one`);
  if (claims.nbf !== undefined && claims.nbf > seconds)
    throw bad(`is not valid before ${new Date(claims.nbf * 1000).toISOString()}`);

  const publish = [...(claims.nats.pub?.allow ?? [])].sort();
  const subscribe = [...(claims.nats.sub?.allow ?? [])].sort();
  const entries = publish
    .map((subject) => /^hall\.(?<hall>[^.]+)\.entries\.(?<token>[^.]+)$/u.exec(subject)?.groups)
    .find((groups) => groups !== undefined);
  const token = entries?.['token'] ?? '';
  const own = stationSubjects(hallId, TOKEN_PATTERN.test(token) ? token : 'TOKEN');
  // Its own subjects, and (for the hall's list and settings) the read permissions of the hall's
  // buckets, which every station of the hall may have: nothing another station does not.
  const wanted = {
    publish: [own.entries, own.state].sort(),
    withBuckets: [own.entries, own.state, ...bucketReaderPermissions(hallId)].sort(),
    subscribe: [`${own.inboxPrefix}.>`],
  };
  const same = (a: readonly string[], b: readonly string[]): boolean =>
    a.length === b.length && a.every((subject, index) => subject === b[index]);
  if (entries?.['hall'] !== undefined && entries['hall'] !== hallId)
    throw bad(
      `is for another hall (its user publishes on ${entries['hall']}'s subjects; this hall's id is ${hallId})`,
    );
  if (
    !TOKEN_PATTERN.test(token) ||
    !(same(publish, wanted.publish) || same(publish, wanted.withBuckets)) ||
    !same(subscribe, wanted.subscribe)
  ) {
    const shown = (list: readonly string[]): string => (list.length === 0 ? 'anything' : list.join(', '));
    throw bad(
      `does not limit its user to one station's own subjects in this hall. Its user may publish on ${shown(publish)} and subscribe to ${shown(subscribe)}; ` +
        `it must be allowed exactly: publish ${stationSubjects(hallId, 'TOKEN').entries}, ${stationSubjects(hallId, 'TOKEN').state}; subscribe ${stationSubjects(hallId, 'TOKEN').inboxPrefix}.> ` +
        "(TOKEN: the same 4 to 32 lower-case letters and digits in each, its own for each station), and to receive the hall's list and settings the read permissions of its buckets (docs/HALL-GUIDE.md)",
    );
  }
  return { text, token, publicKey };
}

// The federation's own certificate authority, for a station that must not trust the system's.
function readAuthority(path: string): string {
  const text = readFileForInvite(path, 'The certificate authority file');
  if (!text.includes('-----BEGIN CERTIFICATE-----'))
    throw new HallError('bad-join-file', `The certificate authority file ${path} holds no PEM certificate.`);
  return text;
}

// A file the director named for an invitation, or a HallError (exit 21) saying why it cannot be read.
function readFileForInvite(path: string, what: string): string {
  try {
    return readFileSync(path, 'utf8');
  } catch (error) {
    throw new HallError(
      'bad-join-file',
      `${what} ${path} cannot be read (${(error as NodeJS.ErrnoException).code ?? String(error)}).`,
    );
  }
}
