// What only the shell can do for the console: pick a path with the system's dialog, and quit.
import type { ConsoleResult } from './console-result.ts';
import { answer, type Declarations } from './declaration.ts';
import { session } from './fields.ts';

/** The shell's channels. */
export const SHELL = {
  chooseFolder: { request: session, answer: answer<ConsoleResult<{ path: string | null }>>() },
  chooseFile: { request: session, answer: answer<ConsoleResult<{ path: string | null }>>() },
  quit: { request: session, answer: answer<ConsoleResult>() },
} satisfies Declarations<'shell'>;
