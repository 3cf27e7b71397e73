import { readFileSync } from 'node:fs';
import { join } from 'node:path';

/** The invented event's files, in both of TSH's forms. */
const FIXTURES = join(import.meta.dirname, 'fixtures');

export function fixture(name: string): Uint8Array {
  return new Uint8Array(readFileSync(join(FIXTURES, name)));
}

export function bytes(text: string): Uint8Array {
  return new TextEncoder().encode(text);
}

/** ISO-8859-1 bytes of text whose characters are all below U+0100. */
export function latin1(text: string): Uint8Array {
  return Uint8Array.from(text, (char) => char.charCodeAt(0));
}

export const configTsh = (): Uint8Array => fixture('event/config.tsh');

/** The event folder's division files by the names config.tsh gives them. */
export function divisionFiles(overrides: Record<string, Uint8Array> = {}): Map<string, Uint8Array> {
  return new Map(Object.entries({ 'a.t': fixture('event/a.t'), 'b.t': fixture('event/b.t'), ...overrides }));
}

/** The error `run` throws; fails the test when it throws none. */
export function refusal(run: () => unknown): Error {
  try {
    run();
  } catch (error) {
    return error as Error;
  }
  throw new Error('expected a refusal');
}
