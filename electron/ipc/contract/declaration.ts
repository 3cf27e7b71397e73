import type { z } from 'zod';
import type { Group, MethodOf } from '../channels.ts';

declare const answerType: unique symbol;

/** A channel's answer type, carried by its declaration for the compiler only. */
export interface Answer<T> {
  readonly [answerType]?: T;
}

/** Marks the answer type of a channel in its declaration: `answer: answer<KioskState>()`. */
export function answer<T>(): Answer<T> {
  return {};
}

/** One channel: the schema its payload must pass before a handler sees it, and what it answers. */
export interface Declaration {
  readonly request: z.ZodType;
  readonly answer: Answer<unknown>;
}

/** A group's declarations: exactly one for each of its channels in channels.ts, no more. */
export type Declarations<G extends Group> = { readonly [M in MethodOf<G>]: Declaration };

/** The answer type a declaration carries. */
export type AnswerOf<D extends Declaration> = D['answer'] extends Answer<infer T> ? T : never;
