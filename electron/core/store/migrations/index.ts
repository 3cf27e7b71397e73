import type { Database } from 'better-sqlite3';
import { up as initial } from './0001-initial.ts';
import { up as rulingsAndEvents } from './0002-rulings-and-events.ts';
import { up as lexiconAlphabet } from './0004-lexicon-alphabet.ts';

/**
 * Forward-only migrations in file-number order; entry N brings a database from user_version N to
 * N + 1. 0003 (the lexicon file digest) is written on another branch and goes before 0004 when the
 * two meet; 0004 does not depend on it.
 */
export const MIGRATIONS: readonly ((db: Database) => void)[] = [initial, rulingsAndEvents, lexiconAlphabet];
