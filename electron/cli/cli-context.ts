import type { Command } from 'commander';
import { defaultDataDir } from '../core/station/data-dir.ts';
import { assertStationExists } from '../core/station/existing-station.ts';
import { Station } from '../core/station/station.ts';

/** The options every command takes. */
export interface GlobalOptions {
  readonly dataDir: string;
  readonly json: boolean;
}

/** Reads --data-dir and --json, wherever on the command line they were given. */
export function globalOptions(command: Command): GlobalOptions {
  const options = command.optsWithGlobals<{ dataDir?: string; json?: boolean }>();
  return { dataDir: options.dataDir ?? defaultDataDir(), json: options.json === true };
}

/** Opens the station for one command and closes it afterwards, whatever happens. */
export function withStation<T>(options: GlobalOptions, run: (station: Station) => T): T {
  const station = new Station({ dataDir: options.dataDir });
  try {
    return run(station);
  } finally {
    station.close();
  }
}

/**
 * Opens a station that must already be there, for a command that only reads: a mistyped folder is
 * reported (exit 4), never turned into a new, empty station whose log then "verifies".
 */
export function withExistingStation<T>(options: GlobalOptions, run: (station: Station) => T): T {
  assertStationExists(options.dataDir);
  const station = new Station({ dataDir: options.dataDir, mustExist: true });
  try {
    return run(station);
  } finally {
    station.close();
  }
}

/** Prints a result: the JSON value with --json, else the human lines. */
export function print(options: GlobalOptions, json: unknown, lines: readonly string[]): void {
  process.stdout.write(options.json ? `${JSON.stringify(json)}\n` : `${lines.join('\n')}\n`);
}
