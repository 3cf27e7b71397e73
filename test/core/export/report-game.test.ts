// The printable report shows an entry's game (where, both players, who challenged) and the rule's
// outcome in the report's language; an entry without a game prints as it always did.
import { describe, expect, it } from 'vitest';
import { renderHtmlReport } from '../../../electron/core/export/export-report.ts';
import type { LogEntry } from '../../../electron/core/log/log-entry.ts';
import { HASH_VECTORS } from '../log/entry-hash-vectors.ts';

function entryOf(vector: (typeof HASH_VECTORS)[keyof typeof HASH_VECTORS]): LogEntry {
  return { ...vector.content, seq: vector.seq, prevHash: vector.prevHash, hash: vector.hash };
}

const withGame = entryOf(HASH_VECTORS.gameAdjudication);
const withoutGame = entryOf(HASH_VECTORS.adjudication);

function report(entries: readonly LogEntry[], language: 'en' | 'pl' = 'en'): string {
  return renderHtmlReport({
    language,
    title: 'Log',
    generatedAt: '2024-03-09T12:00:00.000Z',
    stations: [],
    entries,
  });
}

describe('the printable report’s games', () => {
  it('shows the game, the players with their numbers, the challenger and the outcome', () => {
    const html = report([withGame]);
    expect(html).toContain('Round 4 · Table 12A · Division A');
    expect(html).toContain('1 Łucja Nowak (A7) · 2 O&#39;Brien, Seán (A19)');
    expect(html).toContain('Challenged by 2 O&#39;Brien, Seán (A19)');
    expect(html).toContain('The play stays — 1 Łucja Nowak (A7) +15');
  });

  it('says them in the report’s language', () => {
    const html = report([withGame], 'pl');
    expect(html).toContain('Runda 4 · Stół 12A · Grupa A');
    expect(html).toContain('Kwestionuje: 2 O&#39;Brien, Seán (A19)');
    expect(html).toContain('Ruch zostaje — 1 Łucja Nowak (A7) +15');
  });

  it('prints an entry without a game as before', () => {
    const html = report([withoutGame]);
    expect(html).not.toContain('class="game"');
    expect(report([withGame, withoutGame]).match(/class="game"/gu)).toHaveLength(1);
  });
});
