import { existsSync, statSync } from 'node:fs';
import { extname } from 'node:path';
import { type Command, InvalidArgumentError } from 'commander';
import { COMMANDS } from './command-table.ts';
import { writeFileDurably } from '../core/store/durable-file.ts';
import type { FolderFormat } from '../core/export/export-folder.ts';
import type { ExportFormat } from '../core/export/log-export.ts';
import type { NotedHead } from '../core/log/noted-head.ts';
import { verifyAndRecord } from '../core/log/recorded-verify.ts';
import { NOTED_HASH_DIGITS, parseNotedHead } from '../common/noted-head-format.ts';
import { StationRequestError } from '../core/errors.ts';
import { globalOptions, print, withExistingStation } from './cli-context.ts';
import { EXIT } from './exit-codes.ts';
import { choiceList } from './option-parsers.ts';
import { reportLanguage, reportLanguageHelp } from './report-language-option.ts';
import type { KioskLanguage } from '../common/kiosk-languages.ts';
import { addLogReportCommand } from './player-report-command.ts';

// The export and merge code (csv-stringify, the report, the merge's reading) is loaded by the
// commands that use it, not by `log verify`. The folder formats the option takes: each one once
// (the Record makes a missing or unknown one a type error), in export-folder.ts's order.
const FORMAT_CHOICES = Object.keys({ csv: true, jsonl: true, html: true } satisfies Record<
  FolderFormat,
  true
>) as FolderFormat[];

const exporting = () => import('../core/export/export-folder.ts');
const exportingOne = () => import('../core/export/log-export.ts');
const merging = () => import('../core/export/log-merge.ts');
const paperHeads = async () => (await import('../core/export/export-header.ts')).paperHead;

interface ExportOptions {
  readonly format?: FolderFormat[];
  readonly out?: string;
  readonly language?: KioskLanguage;
}

/** `log export|head|verify|merge|report`: the director's log commands. */
export function addLogCommands(program: Command): void {
  const log = program.command('log').description(COMMANDS.log.summary);

  log
    .command('export')
    .description(
      'export every log entry from one consistent snapshot: csv or jsonl to standard output or a file, ' +
        'or dated csv, jsonl and html files into a folder (--out DIR)',
    )
    .option(
      '--format <formats>',
      'csv or jsonl; into a folder, any of csv,jsonl,html separated by commas (default: all three)',
      choiceList(FORMAT_CHOICES),
    )
    .option('--out <path>', 'an existing folder (e.g. a USB stick), or a file for one csv or jsonl export')
    .option('--language <tag>', reportLanguageHelp("the station's kiosk language"), reportLanguage)
    .action(async (exportOptions: ExportOptions, command: Command) => {
      const options = globalOptions(command);
      const { format, out, language } = exportOptions;
      const paperHead = await paperHeads();
      if (out !== undefined && isFolderExport(out, format)) {
        const { exportToFolder, FOLDER_FORMATS } = await exporting();
        withExistingStation(options, (station) => {
          const exported = exportToFolder(
            station,
            out,
            format ?? FOLDER_FORMATS,
            language === undefined ? {} : { language },
          );
          const { header } = exported;
          print(
            options,
            { folder: out, files: exported.files, header, eventSeq: exported.event?.seq ?? null },
            [
              `Exported ${header.entryCount} entries to ${out}:`,
              ...exported.files.map((file) => `  ${file}`),
              ...headLines(header.head, paperHead),
            ],
          );
        });
        return;
      }
      const single = singleFormat(format);
      const { exportLog } = await exportingOne();
      withExistingStation(options, (station) => {
        const chunks: string[] = [];
        const count = exportLog(station.log, single, (chunk) => chunks.push(chunk));
        if (out === undefined) {
          process.stdout.write(chunks.join(''));
          return;
        }
        checkSingleFile(out, single);
        writeFileDurably(out, Buffer.from(chunks.join(''), 'utf8'));
        print(options, { file: out, format: single, entries: count }, [
          `Exported ${count} entries to ${out}.`,
        ]);
      });
    });

  log
    .command('head')
    .description('show the chain head (seq and hash) to note on paper at each round')
    .action(async (_options: unknown, command: Command) => {
      const options = globalOptions(command);
      const paperHead = await paperHeads();
      withExistingStation(options, (station) => {
        const head = station.log.head();
        print(
          options,
          {
            stationId: station.stationId,
            stationName: station.profile.name(),
            head,
            paper: head === null ? null : paperHead(head),
          },
          [`Station: ${station.profile.name()} (${station.stationId})`, ...headLines(head, paperHead)],
        );
      });
    });

  log
    .command('verify')
    .description(
      'check every entry of the hash chain (recorded as a log-verified event); exit 1 naming the first bad entry',
    )
    .option(
      '--expect-head <seq:hash>',
      `the head noted on paper (seq, a colon, at least ${NOTED_HASH_DIGITS} hex digits of its hash; quote it when it has spaces): exit 1 if the log no longer holds it`,
      notedHead,
    )
    .action((verifyOptions: { expectHead?: NotedHead }, command: Command) => {
      const options = globalOptions(command);
      withExistingStation(options, (station) => {
        const { result, expected } = verifyAndRecord(station, verifyOptions.expectHead);
        const json = expected === null ? result : { ...result, expectedHead: expected };
        const lines = result.ok
          ? [
              `Log verified: ${result.count} entries.`,
              `Head: ${result.head === null ? 'none (the log is empty)' : `seq ${result.head.seq}, hash ${result.head.hash}`}`,
            ]
          : [`Log check FAILED at entry ${result.firstBadSeq}: ${result.reason}.`];
        if (expected !== null) lines.push(expected.message);
        print(options, json, lines);
        if (!result.ok || expected?.matches === false) process.exitCode = EXIT.verifyFailed;
      });
    });

  log
    .command('merge')
    .description(
      'merge JSON Lines exports from several stations into one view, verifying each chain; ' +
        'exit 1 if a file is refused or two exports of a station disagree',
    )
    .argument('<paths...>', 'export files (.jsonl), or folders to search for them')
    .requiredOption(
      '--out <dir>',
      'the folder for merged.csv, merged.jsonl and merged.html (made if missing)',
    )
    .action(async (paths: string[], mergeOptions: { out: string }, command: Command) => {
      const options = globalOptions(command);
      const [{ mergeExports, mergeIsClean, mergeWarnings, writeMerged }, paperHead] = await Promise.all([
        merging(),
        paperHeads(),
      ]);
      const result = mergeExports(paths);
      const files = writeMerged(result, mergeOptions.out);
      const skipped = result.files.flatMap((file) =>
        file.status === 'skipped' ? [`Skipped ${file.file}: ${file.reason}.`] : [],
      );
      print(options, { ...result, entries: result.entries.length, written: files }, [
        `Merged ${result.entries.length} entries from ${result.stations.length} station${result.stations.length === 1 ? '' : 's'} into ${mergeOptions.out}:`,
        ...result.stations.map(
          (station) =>
            `  ${station.stationName}: ${station.entryCount} entries, head ${station.head === null ? 'none' : paperHead(station.head)} (${station.files.length} file${station.files.length === 1 ? '' : 's'})`,
        ),
        ...mergeWarnings(result).map((warning) => `PROBLEM: ${warning}`),
        ...skipped,
        `Files: ${files.join(', ')}`,
      ]);
      if (!mergeIsClean(result)) process.exitCode = EXIT.verifyFailed;
    });

  addLogReportCommand(log);
}

// `--out DIR` exports into a folder; `--out FILE --format csv|jsonl` keeps the single-file export.
function isFolderExport(out: string, format: readonly FolderFormat[] | undefined): boolean {
  if (format === undefined || format.length !== 1 || format[0] === 'html' || /[\\/]$/u.test(out)) return true;
  try {
    return statSync(out).isDirectory();
  } catch {
    return false;
  }
}

// A path that names nothing yet and has no extension is a folder not made (a USB stick not mounted,
// a typo): writing a file of that name would put the export where nobody looks for it.
function checkSingleFile(out: string, format: ExportFormat): void {
  if (existsSync(out) || extname(out) !== '') return;
  throw new StationRequestError(
    `There is no folder at ${out}: make it first (or check that the USB stick is plugged in) and export into it, or name one file ending in .${format}.`,
  );
}

function singleFormat(format: readonly FolderFormat[] | undefined): ExportFormat {
  const [only, ...others] = format ?? [];
  if (only === undefined) {
    throw new StationRequestError(
      'Choose --format csv or jsonl for standard output, or give --out DIR to export to a folder.',
    );
  }
  if (others.length > 0 || only === 'html') {
    throw new StationRequestError(
      'Several formats, or html, can only be exported into a folder: give --out DIR.',
    );
  }
  return only;
}

function headLines(
  head: { seq: number; hash: string } | null,
  paperHead: (head: { seq: number; hash: string }) => string,
): string[] {
  if (head === null) return ['Head: none (the log is empty)'];
  return [
    `Head seq:  ${head.seq}`,
    `Head hash: ${head.hash}`,
    `Note on paper: ${paperHead(head)}   (check later with \`log verify --expect-head "${paperHead(head)}"\`)`,
  ];
}

function notedHead(value: string): NotedHead {
  const parsed = parseNotedHead(value);
  if (!parsed.ok) throw new InvalidArgumentError(parsed.message);
  return { seq: parsed.seq, hash: parsed.hash };
}
