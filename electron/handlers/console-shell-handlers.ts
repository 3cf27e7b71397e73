import type { ConsoleSessions } from '../core/console/console-sessions.ts';
import { recordConsoleQuit } from '../core/console/console-quit.ts';
import { UnsupportedError } from '../core/errors.ts';
import type { Station } from '../core/station/station.ts';
import type { ConsoleResult, RequestOf, ResponseByMethod } from '../ipc/contract.ts';
import { inSession, SESSION_REFUSAL, type ShellActions } from './console-handlers.ts';
import type { GroupHandlers } from './dispatch.ts';

/** What only the shell can do for the console: the system's path pickers, and quitting the station. */
export class ConsoleShellHandlers implements GroupHandlers<'shell'> {
  readonly #station: Station;
  readonly #sessions: ConsoleSessions;
  readonly #shell: ShellActions;

  constructor(station: Station, sessions: ConsoleSessions, shell: ShellActions) {
    this.#station = station;
    this.#sessions = sessions;
    this.#shell = shell;
  }

  async chooseFolder(request: RequestOf<'chooseFolder'>): Promise<ResponseByMethod['chooseFolder']> {
    return this.#pick(request.token, 'folder');
  }

  async chooseFile(request: RequestOf<'chooseFile'>): Promise<ResponseByMethod['chooseFile']> {
    return this.#pick(request.token, 'file');
  }

  quit(request: RequestOf<'quit'>): ResponseByMethod['quit'] {
    return inSession(this.#sessions, request.token, () => {
      const quit = this.#shell.quit;
      if (quit === undefined) throw new UnsupportedError('This station cannot be quit from here.');
      recordConsoleQuit(this.#station.recorder);
      this.#sessions.close(request.token);
      setImmediate(quit);
      return {};
    });
  }

  async #pick(token: string, kind: 'folder' | 'file'): Promise<ConsoleResult<{ path: string | null }>> {
    const pickPath = this.#shell.pickPath;
    if (!this.#sessions.touch(token)) return SESSION_REFUSAL;
    if (pickPath === undefined) {
      return { ok: false, reason: 'unsupported', message: `Type the ${kind}'s path instead.` };
    }
    return { ok: true, path: await pickPath(kind) };
  }
}
