import { emptyEntry, type EntryContent } from '../../electron/core/log/log-entry.ts';

/**
 * The content of a CLI adjudication of `words` (every word valid exactly when the verdict is
 * ACCEPTABLE), for appending to a log directly.
 */
export function adjudicationContent(
  words: string[],
  verdict: EntryContent['verdict'] = 'ACCEPTABLE',
): EntryContent {
  return {
    ...emptyEntry(),
    time: new Date().toISOString(),
    stationId: 'station-1',
    appVersion: '0.0.0-test',
    kind: 'adjudication',
    lexiconName: 'TEST',
    lexiconFingerprint: 'f'.repeat(64),
    words,
    wordResults: words.map(() => verdict === 'ACCEPTABLE'),
    verdict,
    source: 'cli',
  };
}
