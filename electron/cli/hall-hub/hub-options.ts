import { HUB_ADDRESS_PATTERN } from '../../core/hall/wire/join-file.ts';
import { InvalidArgumentError } from 'commander';
import { HubStore } from '../../core/hall/hub/hub-store.ts';
import { initialsSchema } from '../../ipc/hall-view-contract.ts';
import { parseViewListen } from '../../hall/view/hall-view-server.ts';
import { wholeNumberUpTo } from '../option-parsers.ts';
import { parseListen } from '../../hall/hub/hub-address.ts';
import type { GlobalOptions } from '../cli-context.ts';

// What the hub's commands share: the store opened and closed around a command, and each option's
// parser (a mistyped value is a usage error, exit 2, before the hub's folder is touched).

/** Runs `run` with the hub's store open, and closes it whatever happens. */
export function withHub<T>(options: GlobalOptions, run: (store: HubStore) => T, create = false): T {
  const store = new HubStore(options.dataDir, { create });
  try {
    return run(store);
  } finally {
    store.close();
  }
}

/** The time a hub's line starts with. */
export function stamp(): string {
  return new Date().toISOString();
}

// `hall start`'s addresses and ports are checked as the command line is read (exit 2, usage), so a
// mistyped one stops it before the hub's folder is touched or anything starts.
export function listenAddress(text: string): string {
  try {
    parseListen(text);
  } catch {
    throw new InvalidArgumentError('expected HOST:PORT, e.g. 0.0.0.0:4222 or 10.0.0.2:4222.');
  }
  return text;
}

export function viewListenAddress(text: string): string {
  try {
    parseViewListen(text);
  } catch {
    throw new InvalidArgumentError(
      'expected an IP address of this computer with an optional port, e.g. 127.0.0.1:8080 or 10.0.0.2 (not a wildcard such as 0.0.0.0, nor a host name).',
    );
  }
  return text;
}

export const portNumber = wholeNumberUpTo(65_535);

// A station's name in the hall: anything but blank.
export function stationName(text: string): string {
  if (text.trim() === '') throw new InvalidArgumentError('give the station a name, e.g. "Station 3".');
  return text;
}

// A director's initials, as the hall view takes them: recorded with the designation.
export function directorInitials(text: string): string {
  const parsed = initialsSchema.safeParse(text);
  if (!parsed.success)
    throw new InvalidArgumentError(
      'expected your initials: 1 to 8 letters (spaces, dots and hyphens allowed), e.g. JB.',
    );
  return parsed.data;
}

// A station's hub address: what a join file may hold (tls:// or nats://, a host and a port), so a
// mistyped one is a usage error, not a join file the station refuses as damaged.
export function serverUrls(text: string, previous: string[] | undefined): string[] {
  if (!HUB_ADDRESS_PATTERN.test(text))
    throw new InvalidArgumentError('expected tls://HOST:PORT, e.g. tls://10.0.0.2:4222.');
  return [...(previous ?? []), text];
}
