import type { ConsoleSessions } from '../core/console/console-sessions.ts';
import { exportToFolder } from '../core/export/export-folder.ts';
import { verifyAndRecord } from '../core/log/recorded-verify.ts';
import { searchLog } from '../core/review/log-search.ts';
import type { Station } from '../core/station/station.ts';
import { definedOnly } from '../core/util/defined-only.ts';
import type { RequestOf, ResponseByMethod } from '../ipc/contract.ts';
import { inSession } from './console-handlers.ts';
import type { GroupHandlers } from './dispatch.ts';

/** The log: searching it, exporting it to a folder, and checking its chain against a noted head. */
export class ConsoleLogHandlers implements GroupHandlers<'log'> {
  readonly #station: Station;
  readonly #sessions: ConsoleSessions;

  constructor(station: Station, sessions: ConsoleSessions) {
    this.#station = station;
    this.#sessions = sessions;
  }

  searchLog(request: RequestOf<'searchLog'>): ResponseByMethod['searchLog'] {
    return inSession(this.#sessions, request.token, () => ({
      entries: searchLog(this.#station.log, definedOnly(request.filter)),
    }));
  }

  exportLog(request: RequestOf<'exportLog'>): ResponseByMethod['exportLog'] {
    return inSession(this.#sessions, request.token, () => {
      const exported = exportToFolder(this.#station, request.folder);
      return { files: exported.files, head: exported.header.head };
    });
  }

  verifyLog(request: RequestOf<'verifyLog'>): ResponseByMethod['verifyLog'] {
    return inSession(this.#sessions, request.token, () => {
      const { result: verified, expected } = verifyAndRecord(this.#station, request.expectedHead);
      const result = verified.ok
        ? { intact: true as const, count: verified.count, head: verified.head }
        : {
            intact: false as const,
            count: verified.count,
            firstBadSeq: verified.firstBadSeq,
            reason: verified.reason,
          };
      const matchesExpected = expected?.matches ?? null;
      return { result, matchesExpected };
    });
  }
}
