import { type Command, Option } from 'commander';
import { writeFileDurably } from '../core/lexicon/durable-file.ts';
import { exportLog, type ExportFormat } from '../core/log/log-export.ts';
import { verifyChain } from '../core/log/log-verify.ts';
import { globalOptions, print, withStation } from './cli-context.ts';
import { EXIT } from './exit-codes.ts';

/** `log export|verify`: the director's log commands. */
export function addLogCommands(program: Command): void {
  const log = program.command('log').description('export and verify the challenge log');

  log
    .command('export')
    .description('export every log entry, from one consistent snapshot')
    .addOption(
      new Option('--format <format>', 'output format').choices(['csv', 'jsonl']).makeOptionMandatory(),
    )
    .option('--out <file>', 'write to this file instead of standard output')
    .action((exportOptions: { format: ExportFormat; out?: string }, command: Command) => {
      const options = globalOptions(command);
      withStation(options, (station) => {
        const chunks: string[] = [];
        const count = exportLog(station.log, exportOptions.format, (chunk) => chunks.push(chunk));
        if (exportOptions.out === undefined) {
          process.stdout.write(chunks.join(''));
          return;
        }
        writeFileDurably(exportOptions.out, Buffer.from(chunks.join(''), 'utf8'));
        const summary = { file: exportOptions.out, format: exportOptions.format, entries: count };
        print(options, summary, [`Exported ${count} entries to ${exportOptions.out}.`]);
      });
    });

  log
    .command('verify')
    .description('check every entry of the hash chain; exit 1 naming the first bad entry')
    .action((_options: unknown, command: Command) => {
      const options = globalOptions(command);
      withStation(options, (station) => {
        const result = station.log.snapshot(() => verifyChain(station.log.rows()));
        if (result.ok) {
          const head =
            result.head === null
              ? 'none (the log is empty)'
              : `seq ${result.head.seq}, hash ${result.head.hash}`;
          print(options, result, [`Log verified: ${result.count} entries.`, `Head: ${head}`]);
        } else {
          print(options, result, [`Log check FAILED at entry ${result.firstBadSeq}: ${result.reason}.`]);
          process.exitCode = EXIT.verifyFailed;
        }
      });
    });
}
