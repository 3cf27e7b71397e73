// `npm run station:web -- --port P --data-dir DIR`: the same station in a browser, on 127.0.0.1 only.
import { Command, InvalidArgumentError } from 'commander';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { APP_ROOT } from '../core/app-root.ts';
import { watchLog } from '../core/log/log-watch.ts';
import { defaultDataDir } from '../core/station/data-dir.ts';
import { Station } from '../core/station/station.ts';
import { startStationHallControl } from '../hall/station/station-hall-control.ts';
import { StationHandlers } from '../handlers/station-handlers.ts';
import { startWebStation } from './web-station.ts';

const rendererDir = join(APP_ROOT, 'dist', 'renderer');

const options = new Command('station:web')
  .option('--port <port>', 'port on 127.0.0.1 (default: any free port)', (value) => {
    if (!/^\d{1,5}$/u.test(value) || Number(value) > 65_535)
      throw new InvalidArgumentError('expected a port number.');
    return Number(value);
  })
  .option('--data-dir <dir>', "the station's data folder", defaultDataDir())
  .parse(process.argv)
  .opts<{ port?: number; dataDir: string }>();

if (!existsSync(rendererDir)) {
  console.error('The kiosk screen is not built: run `npm run build:renderer` first.');
  process.exit(2);
}

// A function, not top-level await: the Debian package runs this bundled as CommonJS.
async function main(): Promise<void> {
  const station = new Station({ dataDir: options.dataDir });
  station.prepare();
  // The whole chain in the background; the database files as soon as the folder reports one removed,
  // and every 2 s besides. A problem stops judging.
  const watch = watchLog(station.recorder, { onProblem: (problem) => console.error(problem) });
  // A station that joined a hall publishes its committed entries in the background; judging never waits.
  const hall = startStationHallControl(station, options.dataDir, (line) => console.log(line));
  const web = await startWebStation({
    handlers: new StationHandlers(station, {
      hallLink: hall,
      quit: () => {
        stop();
      },
    }),
    rendererDir,
    ...(options.port === undefined ? {} : { port: options.port }),
  });
  console.log(`Challenge Station (web) for ${options.dataDir}`);
  console.log(`Open: ${web.url}`);

  // Quit from the console, SIGINT or SIGTERM: the hall link first publishes what is pending (5 s at
  // most) and sends its last state, saying if something is left, then the station closes. Once.
  let stopping = false;
  function stop(): void {
    if (stopping) return;
    stopping = true;
    watch.stop();
    void Promise.all([web.close(), hall.stop()]).then(() => {
      station.close();
      process.exit(0);
    });
  }
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}

void main();
