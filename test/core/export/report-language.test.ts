// The printable report in the event's language: a station's in its kiosk language, the hall's in the
// hall's, English when neither is set. The merged CSV's preamble follows it; its column names and the
// JSON Lines do not: programs read them.
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { KIOSK_LANGUAGES, type KioskLanguage } from '../../../electron/common/kiosk-languages.ts';
import { exportToFolder, snapshotDocument } from '../../../electron/core/export/export-folder.ts';
import { takeExportSnapshot } from '../../../electron/core/export/export-header.ts';
import { renderHtmlReport } from '../../../electron/core/export/export-report.ts';
import { mergedCsvColumns } from '../../support/export-columns.ts';
import { mergeExports, writeMerged } from '../../../electron/core/export/log-merge.ts';
import { exportHall } from '../../../electron/core/hall/hub/hub-export.ts';
import { HubStore } from '../../../electron/core/hall/hub/hub-store.ts';
import { checkWords, recordRuling } from '../../../electron/core/review/challenge-review.ts';
import { Station } from '../../../electron/core/station/station.ts';
import { KIOSK_MESSAGES } from '../../../renderer/src/kiosk/i18n/kiosk-messages.ts';
import { useTempDirs } from '../../support/temp-dir.ts';

const tempDir = useTempDirs();
const FIXED_NOW = new Date('2025-05-03T14:07:09.123Z');

/** A station with a list, an acceptable and an unacceptable challenge, a check and a ruling. */
function busyStation(name = 'Stanowisko Łódź'): Station {
  const dir = tempDir();
  const list = join(dir, 'list.txt');
  writeFileSync(list, 'QI\nZA\nCAT\nDOG\n');
  const station = new Station({ dataDir: join(dir, 'data') });
  station.profile.rename(name);
  station.importer.importFile(list, 'TEST');
  station.judge({ words: ['QI', 'ZA'], source: 'kiosk', round: 2, table: 7 });
  const challenged = station.judge({ words: ['CAT', 'XU'], source: 'kiosk', round: 2, table: 8 });
  checkWords(station, { refersTo: challenged.entry.seq, words: ['CAT'], judge: 'Ann' });
  recordRuling(station, {
    refersTo: challenged.entry.seq,
    ruling: 'overturned',
    judge: '@Ann <b>',
    note: 'as the note was written',
  });
  return station;
}

function htmlExport(station: Station, language?: KioskLanguage): string {
  const options = { now: () => FIXED_NOW, ...(language === undefined ? {} : { language }) };
  const [file] = exportToFolder(station, tempDir(), ['html'], options).files;
  return readFileSync(file ?? '', 'utf8');
}

/** The page after its style sheet: the text a reader sees (the CSS has braces of its own). */
function body(html: string): string {
  return html.slice(html.indexOf('</style>'));
}

describe("a station's printable report", () => {
  it('is in the station’s kiosk language: Polish headings, verdict words and date', () => {
    const station = busyStation();
    station.profile.updateConfig({ language: 'pl' });
    const html = htmlExport(station);
    expect(html).toContain('<html lang="pl">');
    expect(html).toContain('<title>Rejestr kwestionowań — Stanowisko Łódź</title>');
    expect(html).toMatch(/<p class="generated">Wygenerowano 3 maj\p{L}* 2025,? 14:07:09 UTC<\/p>/u);
    expect(html).toContain(
      '<thead><tr><th>Nr</th><th>Czas (UTC)</th><th>Runda</th><th>Stół</th><th>Wpis</th><th>Werdykt</th><th>Słownik</th><th>Hash</th></tr></thead>',
    );
    expect(html).toContain('Głowa łańcucha — zanotuj ją na papierze');
    expect(html).toContain('<strong class="ok">DOPUSZCZALNE</strong>');
    expect(html).toContain('<strong class="no">NIEDOPUSZCZALNE</strong>');
    expect(html).toContain('<div class="meta">Kwestionowanie · kiosk');
    expect(html).toContain('↳ Orzeczenie (@Ann &lt;b&gt;): uchylone');
    expect(html).toMatch(/TEST \([0-9a-f]{8}, 4 słowa, płytki: angielski\)/u);
    // What the log recorded stays as recorded: the words, the note, the event's action.
    expect(html).toContain('XU&nbsp;✗');
    expect(html).toContain('as the note was written');
    expect(html).toContain('Zdarzenie: lexicon-imported');
    expect(body(html)).not.toMatch(/Chain head|Generated|ACCEPTABLE|Challenge ·|[{}]/u);
  });

  it('stays English by default, word for word as before but for dates and grouped counts', () => {
    const html = htmlExport(busyStation('Station 1'));
    expect(html).toContain('<html lang="en">');
    expect(html).toContain('<title>Challenge log — Station 1</title>');
    expect(html).toContain('<p class="generated">Generated May 3, 2025, 14:07:09 UTC</p>');
    expect(html).toContain(
      '<thead><tr><th>Seq</th><th>Time (UTC)</th><th>Round</th><th>Table</th><th>Entry</th><th>Verdict</th><th>Lexicon</th><th>Hash</th></tr></thead>',
    );
    expect(html).toContain('<span class="label">Chain head — note it on paper</span>');
    expect(html).toContain('<dt>Station id</dt>');
    expect(html).toContain('<dt>Exported at</dt><dd>May 3, 2025, 14:07:09 UTC</dd>');
    expect(html).toMatch(
      /TEST \([0-9a-f]{8}, 4 words, English tiles\); DEMO \([0-9a-f]{8}, \d{1,3}(,\d{3})* words/u,
    );
    expect(html).toContain('<strong class="ok">ACCEPTABLE</strong>');
    expect(html).toContain('<strong class="no">UNACCEPTABLE</strong>');
    expect(html).toContain('<div class="meta">Challenge · kiosk · double challenge</div>');
    expect(html).toMatch(
      /<span class="kind">↳ Check by Ann<\/span> <span class="meta">\(entry \d+\)<\/span>/u,
    );
    expect(html).toContain('<span class="kind">↳ Ruling by @Ann &lt;b&gt;: overturned</span>');
    expect(html).toContain('<span class="kind">Event: lexicon-imported</span>');
    expect(html).toContain(
      '<p class="legend">✓ in the lexicon · ✗ not in the lexicon. Rulings and checks are shown under the challenge they refer to. Hashes are shortened; the export files hold them in full.</p>',
    );
  });

  it('takes a language asked for over the station’s own', () => {
    const station = busyStation();
    station.profile.updateConfig({ language: 'pl' });
    const html = htmlExport(station, 'de');
    expect(html).toContain('<html lang="de">');
    expect(html).toContain('<strong class="ok">ZULÄSSIG</strong>');
  });

  it('leaves the CSV and JSON Lines exactly as they are, whatever the language', () => {
    const snapshot = takeExportSnapshot(busyStation(), () => FIXED_NOW);
    for (const format of ['csv', 'jsonl'] as const) {
      const english = snapshotDocument(snapshot, format, 'en');
      for (const language of KIOSK_LANGUAGES) {
        expect(snapshotDocument(snapshot, format, language), `${format} ${language}`).toBe(english);
      }
    }
  });
});

describe('the merged printable report', () => {
  it("is in the hall's language (hall set language); English when the hall has set none", () => {
    const station = busyStation('Station 1');
    const hubDir = tempDir();
    const store = new HubStore(hubDir, { create: true });
    try {
      const english = tempDir();
      exportHall(store, english, () => FIXED_NOW);
      expect(readFileSync(join(english, 'merged.html'), 'utf8')).toContain('<html lang="en">');

      store.settings.setHallSetting({ language: { value: 'de', by: 'JB', at: FIXED_NOW.toISOString() } });
      const german = tempDir();
      exportHall(store, german, () => FIXED_NOW);
      const html = readFileSync(join(german, 'merged.html'), 'utf8');
      expect(html).toContain('<html lang="de">');
      expect(html).toContain('<title>Anzweiflungsprotokoll — 0 Stationen zusammengeführt</title>');
      expect(html).toContain('<p class="generated">Erstellt am 03.05.2025, 14:07:09 UTC</p>');
      expect(html).toContain('<dt>Wortliste des Turniersaals</dt><dd>keine festgelegt</dd>');
      expect(html).toContain('Zusammengeführter Kettenkopf');
      expect(html).toContain('Keine Einträge.');
      // A language asked for wins over the hall's.
      const polish = tempDir();
      exportHall(store, polish, () => FIXED_NOW, 'pl');
      expect(readFileSync(join(polish, 'merged.html'), 'utf8')).toContain('<html lang="pl">');
    } finally {
      store.close();
    }

    // The same writer with stations in it: German verdict words, headings and the per-station table.
    const folder = tempDir();
    exportToFolder(station, folder, ['jsonl']);
    const out = tempDir();
    writeMerged(
      mergeExports([folder], () => FIXED_NOW),
      out,
      'de',
    );
    const merged = readFileSync(join(out, 'merged.html'), 'utf8');
    expect(merged).toContain('<title>Anzweiflungsprotokoll — 1 Station zusammengeführt</title>');
    expect(merged).toContain('<strong class="no">UNZULÄSSIG</strong>');
    expect(merged).toContain('<th>Nr.</th><th>Zeit (UTC)</th><th>Runde</th><th>Tisch</th>');
    expect(merged).toContain('↳ Prüfung durch Ann');
    expect(body(merged)).not.toMatch(/Chain head|Generated|ACCEPTABLE|Merged head|[{}]/u);
    // The CSV's preamble is in German too; its column names stay English, as programs read them.
    const csv = readFileSync(join(out, 'merged.csv'), 'utf8');
    expect(csv).toContain('Zusammengeführtes Protokoll von Challenge Station,Format 1');
    expect(csv).toMatch(/^Station,Station 1,[^,]+,\d+ Einträge,Kettenkopf Nr\. \d+,/mu);
    expect(csv).not.toMatch(/Merged at|Merged head|entries,head seq/u);
    expect(csv).toContain(mergedCsvColumns(false).join(','));
  });
});

describe('every kiosk language', () => {
  // Every part of the report at once: two stations (so a station column), a refused file and a
  // conflict, a hall with designations and its second opinion, every kind of entry.
  const station = busyStation();
  const { header, entries } = takeExportSnapshot(station, () => FIXED_NOW);
  const designation = {
    name: 'CLUB',
    fingerprint: 'f'.repeat(64),
    wordCount: 280_887,
    alphabet: 'english' as const,
    by: 'JB',
    at: FIXED_NOW.toISOString(),
  };
  const report = (language: KioskLanguage): string =>
    renderHtmlReport({
      language,
      title: 'T',
      generatedAt: FIXED_NOW.toISOString(),
      stations: [header, { ...header, stationId: 'other', callsItself: 'Other', head: null }],
      entries,
      warnings: [
        { kind: 'refused', file: 'a.jsonl', firstBadSeq: 2, reason: 'entry 2 does not match its hash' },
        { kind: 'refused', file: 'b.jsonl', firstBadSeq: null, reason: 'not an export' },
        {
          kind: 'conflict',
          stationName: 'Other',
          seq: 3,
          versions: [{ hash: 'a'.repeat(64), files: ['x.jsonl', 'y.jsonl'] }],
          heldBack: 5,
        },
      ],
      mergedHead: '9:abcd ef01 2345 6789',
      hall: {
        hallId: 'hall-1',
        hallName: 'Main hall',
        designated: designation,
        designations: [{ ...designation, wordCount: null }, designation],
        judgedAgain: [
          { stationId: 'other', stationName: 'Other', judged: 3, agreeing: 2, differing: 1, notJudged: 0 },
        ],
      },
    });
  // The rule as the log records it and the alphabet as the hall recorded its id are named in the
  // report's language too.
  const ENGLISH_ONLY =
    /Chain head|Needs attention|Generated|Designations|judged again|Judged again|No entries|Exported at|in the lexicon|was refused|Merged head|Calls itself|Ruling|UNACCEPTABLE|double challenge|english\)/u;

  it.each(KIOSK_LANGUAGES)('%s: renders every part with its own words, none missing', (language) => {
    const html = report(language);
    const kiosk = KIOSK_MESSAGES[language];
    expect(html).toContain(`<html lang="${language}">`);
    expect(html).toContain(`<strong class="ok">${kiosk['verdict.ACCEPTABLE']}</strong>`);
    expect(html).toContain(`<strong class="no">${kiosk['verdict.UNACCEPTABLE']}</strong>`);
    // Every placeholder filled, and every count in the language's own digits grouping.
    expect(body(html)).not.toMatch(/[{}]/u);
    expect(html).toContain(new Intl.NumberFormat(language).format(280_887));
    if (language !== 'en') expect(body(html)).not.toMatch(ENGLISH_ONLY);
  });
});
