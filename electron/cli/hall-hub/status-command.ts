import type { Command } from 'commander';
import { hallStatus } from '../../core/hall/hub/hub-status.ts';
import { visibleText } from '../../core/hall/wire/visible-text.ts';
import { globalOptions, print } from '../cli-context.ts';
import { EXIT } from '../exit-codes.ts';
import { withHub } from './hub-options.ts';
import { shownSetting } from '../../core/hall/wire/hall-settings-standing.ts';
import type { CarriedSettings, HallSettingName } from '../../core/hall/wire/hall-buckets.ts';
import { HALL_SETTINGS } from '../../common/hall-settings.ts';
import { countLine, designationLines, statusLines } from './status-lines.ts';
import { openReach } from './status-reach.ts';

// The hall's settings as `hall set` left them, each with who set it.
function settingsLine(settings: CarriedSettings): string {
  const set = (Object.keys(settings) as HallSettingName[]).flatMap((name) => {
    const each = settings[name];
    return each === undefined
      ? []
      : [`${HALL_SETTINGS[name].cli.said} ${shownSetting(name, each.value)} (by ${visibleText(each.by)})`];
  });
  return `The hall's settings: ${set.length === 0 ? 'none set (`hall set`)' : set.join(', ')}`;
}

/** `hall status`: the hall's lexicon and each station's state. */
export function addHallStatusCommand(hall: Command): void {
  hall
    .command('status')
    .description(
      "the hall's lexicon, and one row per station: online, version, lexicons, entries, head, how far behind, chain, faults",
    )
    .action((_options: unknown, command: Command) => {
      const options = globalOptions(command);
      withHub(options, (store) => {
        const rows = hallStatus(store);
        const reach = openReach(options.dataDir, rows);
        const loose = store.faults.all().filter((fault) => fault.token === null);
        const designation = store.designations.current();
        const designations = store.designations.all();
        const settings = store.settings.hallSettings();
        print(
          options,
          {
            hallId: store.settings.hallId(),
            hallName: store.settings.hallName(),
            designation,
            designations,
            settings,
            // Each station's open fault of reach (unreachable, or reachable but quiet), or null.
            stations: rows.map((row) => ({ ...row, reach: reach.get(row.token) ?? null })),
            faults: loose,
          },
          [
            countLine(store.settings.hallName(), rows),
            ...designationLines(designation, designations),
            settingsLine(settings),
            ...rows.flatMap((row) => {
              const lines = statusLines(row, designation);
              const fault = reach.get(row.token);
              // Under the station's first line, in the words of its alert in the hall view.
              return fault === undefined
                ? lines
                : [lines[0] ?? '', `  ${fault.fault.toUpperCase()}: ${fault.text}`, ...lines.slice(1)];
            }),
            ...loose.map((fault) => `FAULT (no station): ${visibleText(fault.message)}`),
          ],
        );
        if (rows.some((row) => row.chain === 'broken' || row.faults.length > 0) || loose.length > 0)
          process.exitCode = EXIT.verifyFailed;
      });
    });
}
