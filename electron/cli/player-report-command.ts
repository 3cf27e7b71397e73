// `log report players` and `hall report players`: each player's challenges, from one station's log
// or from the hall's merged entries, printable (html, in the event's language) or for a
// spreadsheet (csv), to standard output or a file. `--json` gives the report's figures and lines.
import { type Command, InvalidArgumentError, Option } from 'commander';
import type { KioskLanguage } from '../common/kiosk-languages.ts';
import type { LogEntry } from '../common/log-shapes.ts';
import { writeFileDurably } from '../core/store/durable-file.ts';
import { globalOptions, print, withExistingStation, type GlobalOptions } from './cli-context.ts';
import { reportLanguage, reportLanguageHelp } from './report-language-option.ts';

/** The report's formats: the printable page, or the spreadsheet's table. */
const FORMATS = ['html', 'csv'] as const;
type PlayerReportFormat = (typeof FORMATS)[number];

interface PlayerReportOptions {
  readonly division?: string;
  readonly format: PlayerReportFormat;
  readonly language?: KioskLanguage;
  readonly out?: string;
}

/** The log whose entries a report reads, its name and its event's language. */
interface ReportSource {
  readonly entries: readonly LogEntry[];
  readonly of: { readonly station: string } | { readonly hall: string };
  readonly language: KioskLanguage;
  /** The hall's report shows each station-sent text with its control and bidi characters made visible. */
  readonly visible: boolean;
}

const reporting = async () => ({
  ...(await import('../core/report/player-report.ts')),
  ...(await import('../core/report/player-report-html.ts')),
  ...(await import('../core/report/player-report-csv.ts')),
  ...(await import('../core/report/visible-player-report.ts')),
});

/** `log report players`: from this station's log. */
export function addLogReportCommand(log: Command): void {
  const report = log.command('report').description("reports from this station's log");
  playersCommand(report, "the station's kiosk language").action(
    async (reportOptions: PlayerReportOptions, command: Command) => {
      const options = globalOptions(command);
      const loaded = await reporting();
      withExistingStation(options, (station) => {
        const entries = station.log.snapshot(() => [...station.log.entries()]);
        write(options, reportOptions, loaded, {
          entries,
          of: { station: station.profile.name() },
          language: station.profile.config().language,
          visible: false,
        });
      });
    },
  );
}

/** `hall report players`: from the hall's merged entries, as `hall export` merges them. */
export function addHallReportCommand(hall: Command): void {
  const report = hall.command('report').description("reports from the hall's merged log");
  playersCommand(report, "the hall's language (hall set language), or English").action(
    async (reportOptions: PlayerReportOptions, command: Command) => {
      const options = globalOptions(command);
      const [loaded, { hubMergeResult, hallLanguage }, { withHub }] = await Promise.all([
        reporting(),
        import('../core/hall/hub/hub-export.ts'),
        import('./hall-hub/hub-options.ts'),
      ]);
      withHub(options, (store) => {
        write(options, reportOptions, loaded, {
          entries: hubMergeResult(store).entries,
          of: { hall: store.settings.hallName() },
          language: hallLanguage(store),
          visible: true,
        });
      });
    },
  );
}

function playersCommand(report: Command, otherwise: string): Command {
  return report
    .command('players')
    .description(
      "each player's challenges made (won/lost), plays challenged (stood/came off), words, points " +
        'and turns from the rule, with every challenge in their games; from entries that recorded a game',
    )
    .option('--division <name>', "only this division's players (any case)", division)
    .addOption(new Option('--format <format>', 'html (printable) or csv').choices(FORMATS).default('html'))
    .option('--language <tag>', reportLanguageHelp(otherwise), reportLanguage)
    .option('--out <file>', 'write the report to this file instead of standard output');
}

function division(value: string): string {
  const trimmed = value.trim();
  if (trimmed === '' || trimmed.length > 32)
    throw new InvalidArgumentError('Give a division as the pairings name it.');
  return trimmed;
}

function write(
  options: GlobalOptions,
  reportOptions: PlayerReportOptions,
  loaded: Awaited<ReturnType<typeof reporting>>,
  source: ReportSource,
): void {
  const { division: wanted, format, out } = reportOptions;
  const counted = loaded.playerReport(source.entries, wanted === undefined ? {} : { division: wanted });
  const report = source.visible ? loaded.visiblePlayerReport(counted) : counted;
  const text =
    format === 'csv'
      ? loaded.renderPlayerReportCsv(report)
      : loaded.renderPlayerReportHtml({
          report,
          language: reportOptions.language ?? source.language,
          of: source.of,
          generatedAt: new Date().toISOString(),
          ...(wanted === undefined ? {} : { division: wanted }),
        });
  if (out !== undefined) writeFileDurably(out, Buffer.from(text, 'utf8'));
  if (options.json) {
    print(options, { ...report, ...(out === undefined ? {} : { file: out, format }) }, []);
    return;
  }
  if (out === undefined) {
    process.stdout.write(text);
    return;
  }
  print(options, null, [
    `Wrote the report of ${report.players.length} player${report.players.length === 1 ? '' : 's'} to ${out}.`,
  ]);
}
