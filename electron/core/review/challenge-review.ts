import type { LogEntry, Ruling, Verdict } from '../log/log-entry.ts';
import { StationRequestError } from '../errors.ts';
import type { WordReview } from '../../common/log-shapes.ts';
import { TEXT_LIMITS } from '../../common/limits.ts';
import type { ChallengeLog } from '../log/challenge-log.ts';
import type { LogRecorder } from '../log/log-recorder.ts';
import type { LexiconShelf } from '../lexicon/lexicon-shelf.ts';
import type { Evaluation } from '../station/station.ts';
import { wordReviews, type ReviewShelf } from './word-reviews.ts';

export type { WordReview } from '../../common/log-shapes.ts';

/** A challenge opened for a second opinion, with every ruling and check made on it since. */
export interface ChallengeReview {
  readonly entry: LogEntry;
  readonly words: readonly WordReview[];
  readonly followUps: readonly LogEntry[];
}

/** The outcome of a judge's check of words, recorded in the log. */
export interface WordCheck {
  readonly entry: LogEntry;
  readonly verdict: Verdict;
  readonly words: readonly WordReview[];
}

/** What a judge asks to check: corrected spellings, or the same words in another lexicon. */
export interface CheckRequest {
  readonly refersTo: number;
  readonly words: readonly string[];
  /** Name or fingerprint; the reviewed challenge's lexicon when absent. */
  readonly lexicon?: string;
  readonly judge: string;
}

/** A judge's ruling on a challenge. */
export interface RulingRequest {
  readonly refersTo: number;
  readonly ruling: Ruling;
  readonly judge: string;
  readonly note: string;
}

/** What opening a challenge reads: the log, this station's id, and the lexicons for the words. */
export interface ReviewSource {
  readonly log: Pick<ChallengeLog, 'entry' | 'latest' | 'followUps'>;
  readonly stationId: string;
  readonly lexicons: ReviewShelf & Pick<LexiconShelf, 'find'>;
}

/** What a judge's check and ruling add: looking words up, and recording the result. */
export interface ReviewDesk extends ReviewSource {
  readonly evaluate: (words: readonly string[], lexicon?: string) => Evaluation;
  readonly recorder: Pick<LogRecorder, 'record'>;
}

/** Opens a challenge by seq, or the latest one at this station. The entry itself is never changed. */
export function reviewChallenge(station: ReviewSource, seq?: number): ChallengeReview {
  const entry = findChallenge(station, seq);
  const lexicon = station.lexicons.find(entry.lexiconFingerprint);
  const words = wordReviews(station.lexicons, lexicon, entry.words, entry.wordResults);
  return { entry, words, followUps: station.log.followUps(entry.seq) };
}

/** Checks words for a judge (a corrected spelling, or a second lexicon) and records the check. */
export function checkWords(station: ReviewDesk, request: CheckRequest): WordCheck {
  const original = findChallenge(station, request.refersTo);
  const judge = judgeName(request.judge);
  const evaluation = station.evaluate(request.words, request.lexicon ?? original.lexiconFingerprint);
  const entry = station.recorder.record({
    kind: 'check',
    source: 'judge',
    lexiconName: evaluation.lexicon.name,
    lexiconFingerprint: evaluation.lexicon.fingerprint,
    words: evaluation.words,
    wordResults: evaluation.wordResults,
    verdict: evaluation.verdict,
    round: original.round,
    table: original.table,
    refersTo: original.seq,
    judge,
  });
  const words = wordReviews(station.lexicons, evaluation.lexicon, evaluation.words, evaluation.wordResults);
  return { entry, verdict: evaluation.verdict, words };
}

/**
 * Records a ruling as a new entry referring to the challenge. An upheld ruling keeps the verdict;
 * an overturned one records the opposite. The original entry stays as it was.
 */
export function recordRuling(station: ReviewDesk, request: RulingRequest): LogEntry {
  const original = findChallenge(station, request.refersTo);
  const judge = judgeName(request.judge);
  const note = request.note.trim();
  if (request.ruling === 'overturned' && note === '') {
    throw new StationRequestError('Say why the verdict is overturned in the note.');
  }
  const verdict: Verdict =
    request.ruling === 'upheld' ? (original.verdict ?? 'UNACCEPTABLE') : opposite(original.verdict);
  return station.recorder.record({
    kind: 'ruling',
    source: 'judge',
    lexiconName: original.lexiconName,
    lexiconFingerprint: original.lexiconFingerprint,
    words: original.words,
    wordResults: original.wordResults,
    verdict,
    round: original.round,
    table: original.table,
    refersTo: original.seq,
    ruling: request.ruling,
    judge,
    details: note === '' ? null : note,
  });
}

/** A challenge by seq, or the latest at this station; anything else is refused. */
function findChallenge(station: ReviewSource, seq?: number): LogEntry {
  const entry =
    seq === undefined ? station.log.latest('adjudication', station.stationId) : station.log.entry(seq);
  if (entry?.kind !== 'adjudication') {
    throw new StationRequestError(
      seq === undefined
        ? 'No challenge has been judged at this station yet.'
        : `Entry ${seq} is not a challenge.`,
    );
  }
  return entry;
}

function judgeName(name: string): string {
  const trimmed = name.trim();
  if (trimmed === '') throw new StationRequestError('Give the name of the judge making this ruling.');
  if (trimmed.length > TEXT_LIMITS.judgeName)
    throw new StationRequestError(`A judge name has at most ${TEXT_LIMITS.judgeName} characters.`);
  return trimmed;
}

function opposite(verdict: Verdict | null): Verdict {
  return verdict === 'ACCEPTABLE' ? 'UNACCEPTABLE' : 'ACCEPTABLE';
}
