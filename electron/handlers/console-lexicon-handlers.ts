import type { ConsoleSessions } from '../core/console/console-sessions.ts';
import { ImportJob } from '../core/lexicon/import-job.ts';
import { writeLexiconDiffFiles } from '../core/lexicon/lexicon-diff-files.ts';
import type { Station } from '../core/station/station.ts';
import type { LexiconView, RequestOf, ResponseByMethod, StationOverview } from '../ipc/contract.ts';
import { inSession, refusal } from './console-handlers.ts';
import type { GroupHandlers } from './dispatch.ts';
import { lexiconView, stationOverview } from './station-overview.ts';

/**
 * The director's lexicons: importing one in the background, removing, pinning and offering them
 * (each answered with the overview as it now stands), and what changed from one to another.
 */
export class ConsoleLexiconHandlers implements GroupHandlers<'lexicons'> {
  readonly #station: Station;
  readonly #sessions: ConsoleSessions;
  readonly #import: ImportJob<LexiconView>;

  constructor(station: Station, sessions: ConsoleSessions) {
    this.#station = station;
    this.#sessions = sessions;
    this.#import = new ImportJob(station.importer, {
      describeFailure: (error) => refusal(error).message,
      present: (lexicon) => lexiconView(station, lexicon),
    });
  }

  /** Starts an import and answers at once; the console polls importProgress for the bar. */
  importLexicon(request: RequestOf<'importLexicon'>): ResponseByMethod['importLexicon'] {
    return inSession(this.#sessions, request.token, () => {
      this.#import.start(request.path, request.name, {
        ...(request.alphabet === undefined ? {} : { alphabet: request.alphabet }),
        skipUnplayable: request.skipUnplayable === true,
        standIns: request.standIns === true,
        keepCapitals: request.keepCapitals === true,
      });
      return {};
    });
  }

  importProgress(request: RequestOf<'importProgress'>): ResponseByMethod['importProgress'] {
    return inSession(this.#sessions, request.token, () => this.#import.status());
  }

  removeLexicon(request: RequestOf<'removeLexicon'>): ResponseByMethod['removeLexicon'] {
    return this.#change(request.token, () => this.#station.lexicons.remove(request.lexicon));
  }

  pinLexicon(request: RequestOf<'pinLexicon'>): ResponseByMethod['pinLexicon'] {
    return this.#change(request.token, () => this.#station.lexicons.pin(request.name, request.fingerprint));
  }

  offerLexicons(request: RequestOf<'offerLexicons'>): ResponseByMethod['offerLexicons'] {
    return this.#change(request.token, () => this.#station.lexicons.offer(request.fingerprints));
  }

  compareLexicons(request: RequestOf<'compareLexicons'>): ResponseByMethod['compareLexicons'] {
    return inSession(this.#sessions, request.token, () => {
      const { older, newer, diff } = this.#diff(request);
      return {
        older: lexiconView(this.#station, older),
        newer: lexiconView(this.#station, newer),
        added: diff.added,
        removed: diff.removed,
      };
    });
  }

  saveLexiconDiff(request: RequestOf<'saveLexiconDiff'>): ResponseByMethod['saveLexiconDiff'] {
    return inSession(this.#sessions, request.token, () => {
      const { older, newer, diff } = this.#diff(request);
      return { files: writeLexiconDiffFiles(request.folder, older, newer, diff) };
    });
  }

  /** Changes the station's lexicons, then answers with the overview as it now stands. */
  #change(token: string, change: () => void): ResponseByMethod['removeLexicon'] {
    return inSession(this.#sessions, token, (): StationOverview => {
      change();
      return stationOverview(this.#station);
    });
  }

  /** The two installed lexicons a request names, and what changed from the older to the newer. */
  #diff(request: { readonly older: string; readonly newer: string }) {
    const older = this.#station.lexicons.get(request.older);
    const newer = this.#station.lexicons.get(request.newer);
    return { older, newer, diff: this.#station.lexicons.diff(older, newer) };
  }
}
