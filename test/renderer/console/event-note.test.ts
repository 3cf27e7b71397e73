// The console's Log says every event in its own language: each action the core writes (recorded
// here by the core's own code) is read back into a message, its values formatted (a rule by its
// name, a language by its name, a time for a person), and no action code or English detail is left.
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EVENT_ACTIONS } from '../../../electron/common/entry-values.ts';
import { ConsoleSessions } from '../../../electron/core/console/console-sessions.ts';
import { DirectorAccess } from '../../../electron/core/console/director-access.ts';
import type { LogEntry } from '../../../electron/common/log-shapes.ts';
import { Station } from '../../../electron/core/station/station.ts';
import { consoleIntl } from '../../../renderer/src/console/i18n/console-messages.ts';
import { recordedRuleName } from '../../../renderer/src/console/i18n/rule-name.ts';
import { eventNote } from '../../../renderer/src/console/log/event-note.ts';
import { loggedActions, recordEveryEvent } from '../../support/every-event-station.ts';
import { makeTempDir, removeTempDir } from '../../support/temp-dir.ts';

const dir = makeTempDir('event-notes');
let station: Station | undefined;
afterAll(() => {
  station?.close();
  removeTempDir(dir);
});

/** Every entry of a station whose log holds every event this version writes. */
let entries: LogEntry[] = [];
beforeAll(async () => {
  station = new Station({ dataDir: join(dir, 'data') });
  const access = new DirectorAccess(station, new ConsoleSessions());
  const { recoveryCode } = access.setUp('583920', 'Estació 1');
  await recordEveryEvent({ station, access, pin: '583920', recoveryCode, dir });
  entries = [...station.log.entries()];
}, 60_000);

describe('an event in the console’s Log', () => {
  it('is of every action this version writes, each written by the core', () => {
    expect(loggedActions(station as Station).sort()).toEqual([...EVENT_ACTIONS].sort());
  });

  it('is said in Catalan for every action the station writes, with no code or English left', () => {
    const intl = consoleIntl('ca');
    const notes = new Map<string, string>();
    for (const entry of entries) {
      if (entry.kind !== 'event' || entry.action === null) continue;
      const note = eventNote(intl, entry.action, entry.details);
      expect(note, `${entry.action}: ${entry.details ?? ''}`).not.toBeNull();
      // The first of each action: the Catalan list is imported before the English one.
      if (!notes.has(entry.action)) notes.set(entry.action, (note ?? []).join(' · '));
    }
    for (const [action, note] of notes) {
      expect(note, action).not.toContain(action);
      expect(note, action).not.toMatch(
        /\b(?:entries|words|alphabet|file|designated|replacing|matches|wrong)\b/u,
      );
    }
    expect(notes.get('console-unlocked')).toBe('Consola desbloquejada amb el PIN');
    expect(notes.get('pin-failed')).toMatch(/^(?:PIN|Codi de recuperació) incorrecte: 1 error seguit$/u);
    expect(notes.get('settings-changed')).toContain('Regla d’impugnació: 5 punts per paraula');
    expect(notes.get('settings-changed')).toContain('Mida del text del quiosc: Gran');
    expect(notes.get('lexicon-imported')).toMatch(
      /^Lèxic importat: CLUB CA [0-9a-f]{64} · 3 paraules · fitxes /u,
    );
    expect(notes.get('lexicon-imported')).toContain('1 línia injugable omesa');
    // The hall's designation time, for a person in Catalan: the month by its name, a 24-hour clock.
    expect(notes.get('lexicon-received')).toMatch(
      /designat per JB el \d{1,2} de des\. del 2026, \d{2}:\d{2}:\d{2}$/u,
    );
    expect(notes.get('station-quit')).toBe('Estació tancada des de la consola');
  });

  it('is said by its own message in every language, each different from English', () => {
    const events = entries.filter((entry) => entry.kind === 'event');
    const english = consoleIntl('en');
    for (const language of ['es', 'ca', 'fr', 'de', 'nl', 'pl', 'nb', 'sv', 'sl'] as const) {
      const intl = consoleIntl(language);
      for (const entry of events) {
        const here = eventNote(intl, entry.action, entry.details)?.join(' · ');
        expect(here, `${language} ${entry.action ?? ''}`).toBeDefined();
        expect(here, `${language} ${entry.action ?? ''}`).not.toBe(
          eventNote(english, entry.action, entry.details)?.join(' · '),
        );
      }
    }
  });

  it('is shown as recorded when its details are not as this version writes them', () => {
    const intl = consoleIntl('ca');
    expect(eventNote(intl, 'settings-changed', 'colour = "blue"')).toBeNull();
    expect(eventNote(intl, 'lexicon-teleported', 'CLUB')).toBeNull();
    expect(eventNote(intl, null, null)).toBeNull();
  });
});

describe('a challenge rule as recorded', () => {
  it('is named in the console’s language, with its plural', () => {
    expect(recordedRuleName(consoleIntl('ca'), 'double challenge')).toBe('doble impugnació');
    expect(recordedRuleName(consoleIntl('ca'), '5 points per word')).toBe('5 punts per paraula');
    expect(recordedRuleName(consoleIntl('pl'), '5 points per word')).toBe('5 punktów za słowo');
    expect(recordedRuleName(consoleIntl('ca'), 'sudden death')).toBe('sudden death');
  });
});
