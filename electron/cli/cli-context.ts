import type { Command } from 'commander';
import { defaultDataDir } from '../core/station/data-dir.ts';
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

/** Prints a result: the JSON value with --json, else the human lines. */
export function print(options: GlobalOptions, json: unknown, lines: readonly string[]): void {
  process.stdout.write(options.json ? `${JSON.stringify(json)}\n` : `${lines.join('\n')}\n`);
}
