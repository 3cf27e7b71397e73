// The request fields several groups of the contract share.
import { z } from 'zod';
import { MAX_TYPED_LENGTH, MAX_TYPED_WORDS, TEXT_LIMITS } from '../../common/limits.ts';

/** A lexicon's full fingerprint. */
export const fingerprint = z.string().regex(/^[0-9a-f]{64}$/u);
/** A console session token, from unlock or set-up. */
export const token = z.string().regex(/^[0-9a-f]{64}$/u);
/** A log entry's sequence number. */
export const seq = z.number().int().min(1).max(Number.MAX_SAFE_INTEGER);
/** The words of a play, as typed. */
export const typedWords = z.array(z.string().max(MAX_TYPED_LENGTH)).min(1).max(MAX_TYPED_WORDS);
/** The name a word judge signs a check or a ruling with. */
export const judgeName = z.string().max(TEXT_LIMITS.judgeName);
/** A file or folder on the station's machine. */
export const path = z.string().min(1).max(TEXT_LIMITS.path);
/** The request of a console method that needs nothing but its session. */
export const session = z.strictObject({ token });
