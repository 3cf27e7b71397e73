import type { UnplayableReportView } from '../../common/unplayable-report-view.ts';
import { StationRequestError } from '../errors.ts';
import type { ImportProgress, LexiconImporter, WordListOptions } from './lexicon-import.ts';
import type { LexiconInfo } from './lexicon-registry.ts';
import { linesCount, unplayableReportView, UnplayableLinesError } from './unplayable-report.ts';

/** Where the one background import stands, for a progress bar that is polled; `View` is how the caller shows a lexicon. */
export interface ImportJobStatus<View> {
  readonly state: 'idle' | 'running' | 'done' | 'failed';
  readonly phase: ImportProgress['phase'] | null;
  /** 0 to 1 over the whole import. */
  readonly fraction: number;
  /** Why a failed import failed, as the caller words it. */
  readonly message: string | null;
  /** The lexicon a finished import installed. */
  readonly lexicon: View | null;
  /** The unplayable lines that refused the import, or that a finished import skipped as asked. */
  readonly unplayable: UnplayableReportView | null;
  /** How the list was read (reading-notes.ts), as the station words it; empty when nothing to say. */
  readonly reading: readonly string[];
}

/** How the caller words a failure and shows the installed lexicon, both once, when the import ends. */
export interface ImportJobWording<View> {
  readonly describeFailure: (error: unknown) => string;
  readonly present: (lexicon: LexiconInfo) => View;
}

const IDLE: ImportJobStatus<never> = {
  state: 'idle',
  phase: null,
  fraction: 0,
  message: null,
  lexicon: null,
  unplayable: null,
  reading: [],
};

/**
 * One lexicon import at a time, run in the background while the station keeps judging; its status
 * is read by polling. The caller says how a failure is worded for its director.
 */
export class ImportJob<View> {
  readonly #importer: Pick<LexiconImporter, 'importFileWithProgress'>;
  readonly #wording: ImportJobWording<View>;
  #status: ImportJobStatus<View> = IDLE;

  constructor(importer: Pick<LexiconImporter, 'importFileWithProgress'>, wording: ImportJobWording<View>) {
    this.#importer = importer;
    this.#wording = wording;
  }

  /** Starts importing a file and returns at once; a StationRequestError while one is running. */
  start(path: string, name: string, options: WordListOptions = {}): void {
    if (this.#status.state === 'running') throw new StationRequestError('An import is already running.');
    this.#status = { ...IDLE, state: 'running', phase: 'reading' };
    let skipped: UnplayableReportView | null = null;
    let reading: readonly string[] = [];
    // Every outcome ends the 'running' state: a throw anywhere, even in presenting the lexicon, is a
    // failed import, never a bar that runs forever or an unhandled rejection.
    this.#importer
      .importFileWithProgress(
        path,
        name,
        (progress) => {
          this.#status = { ...this.#status, phase: progress.phase, fraction: progress.fraction };
        },
        {
          ...options,
          onSkipped: (report) => {
            skipped = unplayableReportView(report);
            options.onSkipped?.(report);
          },
          onRead: (notes) => {
            reading = notes;
            options.onRead?.(notes);
          },
        },
      )
      .then((lexicon) => {
        const view = this.#wording.present(lexicon);
        this.#status = {
          ...IDLE,
          state: 'done',
          fraction: 1,
          lexicon: view,
          unplayable: skipped,
          reading,
        };
      })
      .catch((error: unknown) => {
        // A list refused for its unplayable lines carries the report a director reads before choosing
        // to import the rest.
        this.#status =
          error instanceof UnplayableLinesError
            ? {
                ...IDLE,
                state: 'failed',
                message: `The list has ${linesCount(error.report.total)} that cannot be played; nothing was imported.`,
                unplayable: unplayableReportView(error.report),
                reading: error.report.notes,
              }
            : { ...IDLE, state: 'failed', message: this.#wording.describeFailure(error) };
      });
  }

  /** Where the import stands now. */
  status(): ImportJobStatus<View> {
    return this.#status;
  }
}
