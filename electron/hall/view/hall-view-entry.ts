// One entry as the hall view opens it: each word's result (only when the director asks to reveal
// them), the hub's own judgement of it again, its place in the chain and its second opinions.
import type { HallFeed } from '../../core/hall/view/hall-feed.ts';
import { decodeEntry } from '../../core/hall/wire/hall-messages.ts';
import type { HallViewStore } from '../../core/hall/view/hall-view-store.ts';
import { visibleGame } from '../../core/hall/view/visible-game.ts';
import { visibleText } from '../../core/hall/wire/visible-text.ts';
import type { HallEntryDetail, HallOpinion, HallViewRequest } from '../../ipc/hall-view-contract.ts';
import type { HallViewPort } from './hall-view-port.ts';
import { HallViewRefusal } from './hall-view-refusal.ts';

/** Where an entry is read from: the hub's port, the view's store of records, and the feed. */
export interface EntrySources {
  readonly hub: HallViewPort;
  readonly view: HallViewStore;
  readonly feed: HallFeed;
}

const shown = (text: string | null) => (text === null ? null : visibleText(text));

/** `hall:entry`: the entry `request` names, or a refusal when the hub holds no such entry. */
export function entryDetail(
  { hub, view, feed }: EntrySources,
  request: HallViewRequest<'hall:entry'>,
): HallEntryDetail {
  const station = hub.station(request.token);
  const record = view.record(request.token, request.seq);
  const entry = record === null ? null : decodeEntry(record);
  if (station === null || entry === null) throw new HallViewRefusal('The hub holds no such entry.');
  const results = hub.hubResults(request.token, request.seq);
  const opinions = feed.opinionsOf(request.token, request.seq).flatMap((seq): HallOpinion[] => {
    const text = view.record(request.token, seq);
    const opinion = text === null ? null : decodeEntry(text);
    return opinion === null
      ? []
      : [
          {
            seq,
            time: opinion.time,
            kind: visibleText(opinion.kind),
            ruling: shown(opinion.ruling),
            judge: shown(opinion.judge),
            details: shown(opinion.details),
          },
        ];
  });
  return {
    station: visibleText(station.name),
    seq: entry.seq,
    hash: entry.hash,
    prevHash: entry.prevHash,
    time: entry.time,
    round: entry.round,
    table: entry.table,
    lexiconName: visibleText(entry.lexiconName),
    lexiconFingerprint: entry.lexiconFingerprint,
    challengeRule: shown(entry.challengeRule),
    words: entry.words.map((word, index) => ({
      word: visibleText(word),
      valid: request.reveal ? (entry.wordResults[index] ?? false) : null,
      hubValid: request.reveal ? (results?.[index] ?? null) : null,
    })),
    judgedAgain:
      entry.kind !== 'adjudication'
        ? null
        : results === null
          ? 'not-judged'
          : results.every((result, index) => result === entry.wordResults[index])
            ? 'agrees'
            : 'differs',
    verdict: entry.verdict,
    opinions,
    game: visibleGame(entry),
  };
}
