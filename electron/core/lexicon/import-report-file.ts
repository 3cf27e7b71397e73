import { chmodSync, mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { AlphabetId } from '../../common/alphabets/index.ts';
import { alphabetHint, type AlphabetHint } from './alphabet-hint.ts';
import type { UnplayableLines } from './unplayable-lines.ts';
import {
  countsByReason,
  unplayableFileText,
  unplayableReport,
  UnplayableLinesError,
  type UnplayableReport,
} from './unplayable-report.ts';

/** The folder, beside the station's log in its data folder, that holds import reports. */
export function importReportsFolder(dataDir: string): string {
  return join(dataDir, 'import-reports');
}

/** What a settled import needs to know besides the lines: the list's name, the folder, the time. */
export interface ImportReportContext {
  readonly name: string;
  readonly file: string | null;
  readonly folder: string;
  readonly now: Date;
  /** The alphabet the list was read in, and how many words it gave: for the alphabet hint. */
  readonly alphabet: AlphabetId;
  readonly words: number;
  /** True when the director chose to import the playable words and skip the rest. */
  readonly skipUnplayable: boolean;
  /** Told the report when the lines are skipped, so the caller can show what was left out. */
  readonly onSkipped?: ((report: UnplayableReport) => void) | undefined;
  /** How the list was read (reading-notes.ts), said in the report and its file. */
  readonly notes: readonly string[];
}

/** What a settled import goes on with: the `lexicon-imported` event's note, and the alphabet hint. */
export interface SettledLines {
  /** '' when no line was skipped. */
  readonly note: string;
  readonly hint: AlphabetHint | null;
}

/**
 * Decides an import whose list had unplayable lines: writes every such line to a report file
 * (owner-only: a list may be a licensed lexicon), then refuses with the report (naming the
 * alphabet the refused letters are in, when they say) unless the director chose to skip them.
 */
export function settleUnplayableLines(lines: UnplayableLines, context: ImportReportContext): SettledLines {
  if (lines.count === 0) return { note: '', hint: null };
  const file = writeImportReport(lines, context);
  const hint = alphabetHint(lines, context.alphabet, context.words);
  const report = unplayableReport(lines, file, hint, context.notes);
  if (!context.skipUnplayable) throw new UnplayableLinesError(report);
  context.onSkipped?.(report);
  return { note: `; skipped ${report.total} unplayable lines: ${countsByReason(report)}`, hint };
}

// A report that cannot be written must not stop the import the director asked for: the counts are
// still in the answer and (when skipping) the log, so the file is named only when it exists.
function writeImportReport(lines: UnplayableLines, context: ImportReportContext): string | null {
  const stamp = context.now.toISOString().replace(/[:.]/gu, '-');
  const path = join(context.folder, `${context.name.replace(/[^\p{L}\p{N}._-]/gu, '_')}-${stamp}.txt`);
  const heading = [
    `Unplayable lines of ${context.file ?? 'the imported word list'}, imported as ${context.name} at ${context.now.toISOString()}`,
    context.skipUnplayable
      ? 'These lines were skipped; the other words were imported.'
      : 'The import was refused: nothing was installed.',
    ...context.notes,
  ];
  try {
    mkdirSync(context.folder, { recursive: true, mode: 0o700 });
    writeFileSync(path, unplayableFileText(lines, heading), { mode: 0o600 });
    // The mode above applies only to a new file and passes through the umask; say it outright.
    chmodSync(path, 0o600);
    return path;
  } catch {
    return null;
  }
}
