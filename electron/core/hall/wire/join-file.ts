import { readFileSync } from 'node:fs';
import { z } from 'zod';
import { HallError } from './hall-errors.ts';
import { TOKEN_PATTERN } from './hall-subjects.ts';

/** A hub address a join file may hold: tls:// or nats://, a host and an optional port. */
export const HUB_ADDRESS_PATTERN = /^(tls|nats):\/\/[^\s/]+$/u;

/**
 * The join file's format name and the newest version this station reads; a newer version is
 * refused with its own message. Version 2 adds `tlsName`; a file without it is written as 1, so a
 * station of an earlier version still reads it.
 */
export const JOIN_FORMAT = 'challenge-station-hall-join';
export const JOIN_FORMAT_VERSION = 2;

/**
 * The name the hall's hub certificate carries besides its addresses: the hall's id (4 to 32 lower-case
 * letters and digits, a DNS label as it is) under a domain that never resolves (`.invalid` is reserved
 * for that). A station checks the hub by this name whatever address it dials, so a hub whose address
 * changed while it ran is still its hall's hub, while another hall's hub, whose certificate another
 * authority issued, is still refused.
 */
export function hallTlsName(hallId: string): string {
  return `${hallId}.hall.challenge-station.invalid`;
}

const token = z.string().regex(TOKEN_PATTERN);
const pem = z.string().includes('-----BEGIN CERTIFICATE-----');

/**
 * A NATS creds file, as `nsc generate creds` writes it: the user's JWT, then the user's NKey seed,
 * each between its BEGIN and END lines (the hub checks the JWT's signature, claims and seed when
 * it invites the station; the federation's servers check the rest at each connection).
 */
export const CREDS_PATTERN =
  /-{3,}BEGIN NATS USER JWT-{3,}\r?\n\s*(?<jwt>[\w-]+\.[\w-]+\.[\w-]+)\s*\r?\n\s*-{3,}END NATS USER JWT-{3,}[\s\S]*?-{3,}BEGIN USER NKEY SEED-{3,}\r?\n\s*(?<seed>SU[A-Z2-7]{56})\s*\r?\n\s*-{3,}END USER NKEY SEED-{3,}/u;

// The parts of a NATS user JWT's claims a hub checks before it invites a station with it; the rest
// is the federation's.
const natsPermission = z.object({
  allow: z.array(z.string()).optional(),
  deny: z.array(z.string()).optional(),
});
const natsUserClaims = z.object({
  iss: z.string().regex(/^A[A-Z2-7]{55}$/u),
  sub: z.string().regex(/^U[A-Z2-7]{55}$/u),
  exp: z.number().optional(),
  nbf: z.number().optional(),
  nats: z.object({
    type: z.literal('user'),
    pub: natsPermission.optional(),
    sub: natsPermission.optional(),
  }),
});
const jwtHeader = z.object({ typ: z.string(), alg: z.enum(['ed25519-nkey', 'ed25519']) });

/** A NATS user JWT, decoded (not verified): what it signs, its signature, and its claims. */
export interface NatsUserJwt {
  /** The bytes its issuer signed: the JWT's header and claims as they are written in it. */
  readonly signed: string;
  readonly signature: Uint8Array;
  readonly claims: z.infer<typeof natsUserClaims>;
}

/** Decodes a NATS user JWT, or null when it is not one; checking its signature is the caller's. */
export function decodeUserJwt(jwt: string): NatsUserJwt | null {
  const [header = '', payload = '', signature = '', ...rest] = jwt.split('.');
  if (rest.length > 0) return null;
  try {
    if (!jwtHeader.safeParse(JSON.parse(Buffer.from(header, 'base64url').toString('utf8'))).success)
      return null;
    const claims = natsUserClaims.safeParse(JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')));
    return claims.success
      ? {
          signed: `${header}.${payload}`,
          signature: Buffer.from(signature, 'base64url'),
          claims: claims.data,
        }
      : null;
  } catch {
    return null;
  }
}

/**
 * What a station needs to join a hall: where the hub is, the authority its certificate must chain
 * to (null: the system's authorities, for a federation's servers), and the station's own
 * credentials (an NKey seed the hub holds only the public half of, or a federation's creds file,
 * `hall invite --creds`).
 */
export const joinFileSchema = z.strictObject({
  format: z.literal(JOIN_FORMAT),
  formatVersion: z.union([z.literal(1), z.literal(JOIN_FORMAT_VERSION)]),
  hallId: token,
  hallName: z.string(),
  stationName: z.string().min(1),
  token,
  servers: z.array(z.string().regex(HUB_ADDRESS_PATTERN)).min(1),
  ca: pem.nullable(),
  /** The name the hub's certificate is checked for ({@link hallTlsName}); without it, the address dialled. */
  tlsName: z
    .string()
    .regex(/^[a-z0-9]{4,32}\.hall\.challenge-station\.invalid$/u)
    .optional(),
  auth: z.discriminatedUnion('kind', [
    z.strictObject({ kind: z.literal('nkey'), seed: z.string().regex(/^SU[A-Z2-7]{56}$/u) }),
    z.strictObject({ kind: z.literal('creds'), creds: z.string().regex(CREDS_PATTERN) }),
  ]),
  invitedAt: z.string(),
});
export type JoinFile = z.infer<typeof joinFileSchema>;

/** The format version a join file is written with: 2 only when it holds what version 1 lacks. */
export function joinFormatVersion(tlsName: string | undefined): JoinFile['formatVersion'] {
  return tlsName === undefined ? 1 : JOIN_FORMAT_VERSION;
}

/** Parses a join file's text, or throws a HallError saying what is wrong with it. */
export function parseJoinFile(text: string, where = 'The join file'): JoinFile {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    throw new HallError('bad-join-file', `${where} is not a Challenge Station join file (it is not JSON).`);
  }
  const header = z.object({ format: z.string(), formatVersion: z.number() }).safeParse(value);
  if (!header.success || header.data.format !== JOIN_FORMAT) {
    throw new HallError('bad-join-file', `${where} is not a Challenge Station join file.`);
  }
  if (header.data.formatVersion > JOIN_FORMAT_VERSION) {
    throw new HallError(
      'bad-join-file',
      `${where} was made by a newer Challenge Station (format ${header.data.formatVersion}); update this one.`,
    );
  }
  const parsed = joinFileSchema.safeParse(value);
  if (!parsed.success) {
    const field = parsed.error.issues[0]?.path.join('.') ?? '?';
    throw new HallError('bad-join-file', `${where} is damaged (its field "${field}" is not valid).`);
  }
  return parsed.data;
}

/** Reads and parses a join file from disk. */
export function readJoinFile(path: string): JoinFile {
  let text: string;
  try {
    text = readFileSync(path, 'utf8');
  } catch (error) {
    const code = (error as NodeJS.ErrnoException | null)?.code ?? String(error);
    throw new HallError('bad-join-file', `The join file ${path} cannot be read (${code}).`);
  }
  return parseJoinFile(text, `The join file ${path}`);
}
