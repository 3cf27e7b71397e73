import { StationRequestError } from '../errors.ts';
import type { ImportProgress, LexiconImporter, WordListOptions } from './lexicon-import.ts';
import type { LexiconInfo } from './lexicon-registry.ts';

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
    // Every outcome ends the 'running' state: a throw anywhere, even in presenting the lexicon, is a
    // failed import, never a bar that runs forever or an unhandled rejection.
    this.#importer
      .importFileWithProgress(
        path,
        name,
        (progress) => {
          this.#status = { ...this.#status, phase: progress.phase, fraction: progress.fraction };
        },
        options,
      )
      .then((lexicon) => {
        this.#status = { ...IDLE, state: 'done', fraction: 1, lexicon: this.#wording.present(lexicon) };
      })
      .catch((error: unknown) => {
        this.#status = { ...IDLE, state: 'failed', message: this.#wording.describeFailure(error) };
      });
  }

  /** Where the import stands now. */
  status(): ImportJobStatus<View> {
    return this.#status;
  }
}
