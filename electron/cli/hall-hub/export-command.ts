import type { Command } from 'commander';
import { notUpToDate, stationLabel } from '../../core/hall/hub/hall-display.ts';
import { exportHall } from '../../core/hall/hub/hub-export.ts';
import { hallStatus } from '../../core/hall/hub/hub-status.ts';
import { visibleText } from '../../core/hall/wire/visible-text.ts';
import { paperHead } from '../../core/export/export-header.ts';
import { globalOptions, print } from '../cli-context.ts';
import { EXIT } from '../exit-codes.ts';
import { withHub } from './hub-options.ts';
import { mergeWarnings } from '../../core/export/log-merge.ts';
import { mergedHead } from '../../core/export/merged-head.ts';
import type { KioskLanguage } from '../../common/kiosk-languages.ts';
import { reportLanguage, reportLanguageHelp } from '../report-language-option.ts';

/** `hall export --to DIR`: the hall's merged log. */
export function addHallExportCommand(hall: Command): void {
  hall
    .command('export')
    .description(
      "write the hall's merged log (merged.csv, merged.jsonl, merged.html), as `log merge` of every station's export would",
    )
    .requiredOption('--to <dir>', 'the folder to write into (made if missing)')
    .option(
      '--language <tag>',
      reportLanguageHelp("the hall's language (hall set language), or English"),
      reportLanguage,
    )
    .action((exportOptions: { to: string; language?: KioskLanguage }, command: Command) => {
      const options = globalOptions(command);
      withHub(options, (store) => {
        const { result, files } = exportHall(store, exportOptions.to, undefined, exportOptions.language);
        const behind = hallStatus(store).flatMap(notUpToDate);
        print(
          options,
          {
            entries: result.entries.length,
            mergedHead: mergedHead(result.entries),
            stations: result.stations,
            conflicts: result.conflicts,
            written: files,
          },
          [
            `Exported ${result.entries.length} entries from ${result.stations.length} station${result.stations.length === 1 ? '' : 's'} into ${exportOptions.to}:`,
            ...result.stations.map(
              (station) =>
                `  ${stationLabel({ name: station.stationName, stationName: station.callsItself ?? null })}: ${station.entryCount} entries, head ${station.head === null ? 'none' : paperHead(station.head)}`,
            ),
            `  merged head ${mergedHead(result.entries)} (note it on paper: the merged files carry it too)`,
            ...mergeWarnings(result).map((warning) => `PROBLEM: ${visibleText(warning)}`),
            ...behind.map((line) => `NOTE: ${line}`),
            `Files: ${files.join(', ')}`,
          ],
        );
        if (result.conflicts.length > 0) process.exitCode = EXIT.verifyFailed;
      });
    });
}
