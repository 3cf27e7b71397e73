// The one way a channel is declared, for the station's contract (contract/<group>.ts) and the hall
// view's (hall-view-contract.ts) alike: its request schema and its answer type together, and what
// is derived from a set of them, the API a client offers and the handlers a server must have.
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

/** Declarations by method: exactly one for each method named, no more. */
export type DeclarationsOf<M extends PropertyKey> = { readonly [K in M]: Declaration };

/** A group's declarations: exactly one for each of its channels in channels.ts, no more. */
export type Declarations<G extends Group> = DeclarationsOf<MethodOf<G>>;

/** The payload a declaration's schema lets through. */
export type RequestIn<D extends Declaration> = z.infer<D['request']>;

/** The answer type a declaration carries. */
export type AnswerOf<D extends Declaration> = D['answer'] extends Answer<infer T> ? T : never;

/**
 * What a client offers for a set of declarations: one method each, taking its payload (or none,
 * where the schema allows none) and resolving to its answer.
 */
export type ApiOf<C extends DeclarationsOf<keyof C>> = {
  readonly [M in keyof C]: undefined extends RequestIn<C[M]>
    ? (request?: RequestIn<C[M]>) => Promise<AnswerOf<C[M]>>
    : (request: RequestIn<C[M]>) => Promise<AnswerOf<C[M]>>;
};

/**
 * What a server must have for a set of declarations: one handler each, taking the payload its
 * schema has parsed and giving its answer.
 */
export type HandlersOf<C extends DeclarationsOf<keyof C>> = {
  readonly [M in keyof C]: (request: RequestIn<C[M]>) => AnswerOf<C[M]> | Promise<AnswerOf<C[M]>>;
};
