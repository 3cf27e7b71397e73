import type { ConsoleSessions } from '../core/console/console-sessions.ts';
import { checkWords, recordRuling, reviewChallenge } from '../core/review/challenge-review.ts';
import type { Station } from '../core/station/station.ts';
import type { RequestOf, ResponseByMethod } from '../ipc/contract.ts';
import { inSession } from './console-handlers.ts';
import type { GroupHandlers } from './dispatch.ts';

/** Word judges' review of a challenge: reading it with its words, checking words, and ruling. */
export class ConsoleReviewHandlers implements GroupHandlers<'review'> {
  readonly #station: Station;
  readonly #sessions: ConsoleSessions;

  constructor(station: Station, sessions: ConsoleSessions) {
    this.#station = station;
    this.#sessions = sessions;
  }

  review(request: RequestOf<'review'>): ResponseByMethod['review'] {
    return inSession(this.#sessions, request.token, () => reviewChallenge(this.#station, request.seq));
  }

  check(request: RequestOf<'check'>): ResponseByMethod['check'] {
    return inSession(this.#sessions, request.token, () =>
      checkWords(this.#station, {
        refersTo: request.seq,
        words: request.words,
        judge: request.judge,
        ...(request.lexicon === undefined ? {} : { lexicon: request.lexicon }),
      }),
    );
  }

  rule(request: RequestOf<'rule'>): ResponseByMethod['rule'] {
    return inSession(this.#sessions, request.token, () => ({
      entry: recordRuling(this.#station, {
        refersTo: request.seq,
        ruling: request.ruling,
        judge: request.judge,
        note: request.note,
      }),
    }));
  }
}
