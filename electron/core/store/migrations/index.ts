import type { Database } from 'better-sqlite3';
import { up as initial } from './0001-initial.ts';
import { up as rulingsAndEvents } from './0002-rulings-and-events.ts';
import { up as lexiconFileDigest } from './0003-lexicon-file-digest.ts';
import { up as lexiconAlphabet } from './0004-lexicon-alphabet.ts';
import { up as challengeGame } from './0005-challenge-game.ts';

/** Forward-only migrations in file-number order; entry N brings a database from user_version N to N + 1. */
export const MIGRATIONS: readonly ((db: Database) => void)[] = [
  initial,
  rulingsAndEvents,
  lexiconFileDigest,
  lexiconAlphabet,
  challengeGame,
];
