import type { Command } from 'commander';
import { lexiconJson, lexiconLabel } from '../core/lexicon/lexicon-label.ts';
import { globalOptions, print, withStation } from './cli-context.ts';

/** `station show|name|offer`: how the kiosk presents itself. */
export function addStationCommands(program: Command): void {
  const station = program.command('station').description("the station's name and the lexicons it offers");

  station
    .command('show')
    .description("show the station's id, name, active lexicon and offered lexicons")
    .action((_options: unknown, command: Command) => {
      const options = globalOptions(command);
      withStation(options, (opened) => {
        const offered = opened.offeredLexicons();
        const active = opened.activeLexicon();
        print(
          options,
          {
            stationId: opened.stationId,
            name: opened.stationName,
            active: active === null ? null : lexiconJson(active),
            offered: offered.map(lexiconJson),
          },
          [
            `Station: ${opened.stationName} (${opened.stationId})`,
            `Active lexicon: ${active === null ? 'none' : lexiconLabel(active)}`,
            `Offered: ${offered.map(lexiconLabel).join(', ') || 'none'}`,
          ],
        );
      });
    });

  station
    .command('name')
    .description('name the station, as the kiosk shows it')
    .argument('<name>', 'e.g. "Station 3"')
    .action((name: string, _options: unknown, command: Command) => {
      const options = globalOptions(command);
      withStation(options, (opened) => {
        opened.setStationName(name);
        print(options, { name: opened.stationName }, [`Station name: ${opened.stationName}`]);
      });
    });

  station
    .command('offer')
    .description('set the lexicons players choose from on the kiosk (the first is the default)')
    .argument('<lexicons...>', 'names or fingerprints')
    .action((references: string[], _options: unknown, command: Command) => {
      const options = globalOptions(command);
      withStation(options, (opened) => {
        const offered = opened.offerLexicons(references);
        print(options, offered.map(lexiconJson), [`Offered: ${offered.map(lexiconLabel).join(', ')}`]);
      });
    });
}
