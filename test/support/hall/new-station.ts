// A station set up as the hall's newest: invited at the hub, then made from its join file alone
// (`hall join FILE --new-station`), both with the CLI as a director would.
import { join } from 'node:path';
import { expect } from 'vitest';
import { runCli } from '../../cli/run-cli.ts';

/** Where the new station keeps its data, and its join file. */
export interface NewStation {
  readonly dataDir: string;
  readonly joinFile: string;
}

/**
 * Invites station `name` at the hub in `hubDir`, its join file written to `root`/`name`.join, and
 * sets up a new station in `root`/`name` with it; fails the set-up when either is refused. The hub
 * lets it in a moment later: wait with `hubAdmits` before it connects.
 */
export function newStation(hubDir: string, root: string, name: string): NewStation {
  const joinFile = join(root, `${name}.join`);
  const dataDir = join(root, name);
  const invited = runCli(hubDir, 'hall', 'invite', name, '--out', joinFile);
  expect(invited.status, invited.stderr).toBe(0);
  const joined = runCli(dataDir, 'hall', 'join', joinFile, '--new-station');
  expect(joined.status, joined.stderr).toBe(0);
  return { dataDir, joinFile };
}
