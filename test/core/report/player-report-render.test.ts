// The per-player report printed and for a spreadsheet: its words in every kiosk language, recorded
// text escaped, no word's own result shown, and the CSV's figures as the report counted them.
import { describe, expect, it } from 'vitest';
import { KIOSK_LANGUAGES } from '../../../electron/common/kiosk-languages.ts';
import { PLAYER_REPORT_WORDS } from '../../../electron/common/player-report-words/index.ts';
import { PLAYER_REPORT_EN } from '../../../electron/common/player-report-words/en.ts';
import type { PlayerReport } from '../../../electron/common/player-report-shapes.ts';
import { renderPlayerReportCsv } from '../../../electron/core/report/player-report-csv.ts';
import { renderPlayerReportHtml } from '../../../electron/core/report/player-report-html.ts';
import { itChecksCatalogue } from '../../support/icu-message-shape.ts';
import { parseCsv } from '../../cli/run-cli.ts';

const REPORT: PlayerReport = {
  withoutGame: 1,
  challengerUnknown: 1,
  players: [
    {
      division: 'A',
      number: 3,
      name: '=Evil <b>Name</b>',
      challengesMade: { total: 2, won: 1, lost: 1 },
      wordsChallenged: 3,
      playsChallenged: { total: 1, stood: 1, cameOff: 0 },
      wordsOfTheirsChallenged: 2,
      pointsFromRule: 10,
      turnsLost: 1,
      challengerUnknown: 1,
      lines: [
        {
          stationId: 'st1',
          seq: 4,
          time: '2026-12-07T10:00:00.000Z',
          round: 2,
          table: '12A',
          role: 'played',
          opponent: { division: 'A', number: 7, name: 'Quill, Cora' },
          words: ['QAT', 'QATS'],
          verdict: 'ACCEPTABLE',
          playFate: 'stays',
          turnLost: false,
          points: 10,
          ruling: null,
        },
      ],
    },
  ],
};

describe.each(KIOSK_LANGUAGES)('player report words in %s', (language) => {
  itChecksCatalogue(language, PLAYER_REPORT_WORDS[language], PLAYER_REPORT_EN, { ignoreTag: true });

  it('prints the report in the language, with the figures', () => {
    const html = renderPlayerReportHtml({
      report: REPORT,
      language,
      of: { hall: 'Open' },
      generatedAt: '2026-12-07T12:00:00.000Z',
    });
    expect(html).toContain(`<html lang="${language}">`);
    expect(html).toContain(PLAYER_REPORT_WORDS[language]['players.figure.turns']);
    expect(html).toContain('12A');
  });
});

describe('the printable player report', () => {
  const html = renderPlayerReportHtml({
    report: REPORT,
    language: 'en',
    of: { station: 'Table <1>' },
    generatedAt: '2026-12-07T12:00:00.000Z',
    division: 'A',
  });

  it('escapes every recorded text and runs no script', () => {
    expect(html).toContain('=Evil &lt;b&gt;Name&lt;/b&gt;');
    expect(html).toContain('Table &lt;1&gt;');
    expect(html).not.toContain('<b>Name');
    expect(html).not.toMatch(/<script/iu);
  });

  it('says the figures, the line and how unknown challengers are counted, never a word’s own result', () => {
    expect(html).toContain('2: won 1, lost 1');
    expect(html).toContain('1: stood 1, came off 0');
    expect(html).toContain('Quill, Cora (A 7)');
    expect(html).toContain('play stays · points from the rule: 10');
    expect(html).toContain('counted in neither’s figures');
    expect(html).toContain('recorded no game');
    expect(html).not.toMatch(/[✓✗]/u);
  });
});

describe('the player report for a spreadsheet', () => {
  it('gives the figures, then every line, with formulas kept as text', () => {
    const rows = parseCsv(renderPlayerReportCsv(REPORT));
    expect(rows[0]?.slice(0, 4)).toEqual(['division', 'number', 'name', 'challenges_made']);
    expect(rows[1]).toEqual([
      'A',
      '3',
      "'=Evil <b>Name</b>",
      '2',
      '1',
      '1',
      '3',
      '1',
      '1',
      '0',
      '2',
      '10',
      '1',
      '1',
    ]);
    const lineHeader = rows.findIndex((row) => row.includes('opponent_name'));
    expect(lineHeader).toBeGreaterThan(1);
    expect(rows[lineHeader + 1]?.slice(3, 16)).toEqual([
      '2',
      '12A',
      'played',
      'A',
      '7',
      'Quill, Cora',
      'QAT QATS',
      '2',
      'ACCEPTABLE',
      'stays',
      'false',
      '10',
      '',
    ]);
  });
});
