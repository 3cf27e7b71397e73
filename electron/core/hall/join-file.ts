import { readFileSync } from 'node:fs';
import { z } from 'zod';
import { HallError } from './hall-errors.ts';
import { TOKEN_PATTERN } from './hall-subjects.ts';

/** The join file's format name and version; a newer version is refused with its own message. */
export const JOIN_FORMAT = 'challenge-station-hall-join';
export const JOIN_FORMAT_VERSION = 1;

const token = z.string().regex(TOKEN_PATTERN);
const pem = z.string().includes('-----BEGIN CERTIFICATE-----');

/**
 * What a station needs to join a hall: where the hub is, the authority its certificate must chain
 * to, and the station's own credentials (an NKey seed the hub holds only the public half of, or a
 * federation's creds file).
 */
export const joinFileSchema = z.strictObject({
  format: z.literal(JOIN_FORMAT),
  formatVersion: z.literal(JOIN_FORMAT_VERSION),
  hallId: token,
  hallName: z.string(),
  stationName: z.string().min(1),
  token,
  servers: z.array(z.string().regex(/^(tls|nats):\/\/[^\s/]+$/u)).min(1),
  ca: pem.nullable(),
  auth: z.discriminatedUnion('kind', [
    z.strictObject({ kind: z.literal('nkey'), seed: z.string().regex(/^SU[A-Z2-7]{56}$/u) }),
    z.strictObject({ kind: z.literal('creds'), creds: z.string().min(1) }),
  ]),
  invitedAt: z.string(),
});
export type JoinFile = z.infer<typeof joinFileSchema>;

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
