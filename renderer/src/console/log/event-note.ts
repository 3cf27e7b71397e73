// A console event's note in the console's language. The log keeps each event as its action code and
// the station's English details (log-recorder.ts's callers write them); exports and merges carry
// both as data. The screen reads the details back into values and says them in a message per action:
// a rule by its name, a language by its name, a time for a person. Details this version does not
// write (a log from another version) are shown as recorded rather than lost.
import type { IntlShape } from 'react-intl';
import { isAlphabetId } from '../../../../electron/common/alphabets/index.ts';
import { EVENT_ACTIONS, type EventAction } from '../../../../electron/common/entry-values.ts';
import { isKioskLanguage } from '../../../../electron/common/kiosk-languages.ts';
import type { StationConfig } from '../../../../electron/ipc/contract.ts';
import { languageName } from '../../i18n/language-name.ts';
import { formatConsoleMessage, type ConsoleMessageId, type MessageValues } from '../i18n/console-messages.ts';
import { formatWhen } from '../i18n/format-when.ts';
import { alphabetName } from '../i18n/kiosk-terms.ts';
import { ruleName } from '../i18n/rule-name.ts';

/** The parts of a note, each already in the console's language, joined with " · " on screen. */
type Parts = readonly string[];

interface Reading {
  readonly intl: IntlShape;
  readonly say: (id: ConsoleMessageId, values?: MessageValues) => string;
}

const FINGERPRINT = '[0-9a-f]{64}';
/** "NAME FINGERPRINT", then what the lexicon event adds in brackets. */
const LEXICON = new RegExp(`^(.+) (${FINGERPRINT})(?: \\((.*)\\))?$`, 'u');

// One reader per action: the details as that action writes them, or null when they are not.
const READERS: Readonly<Record<EventAction, (details: string, reading: Reading) => Parts | null>> = {
  'station-set-up': (details, { say }) => {
    const named = /^PIN set; station named (.*)$/u.exec(details);
    return named === null ? null : [say('event.station-set-up', { name: named[1] ?? '' })];
  },
  'console-unlocked': (details, { say }) =>
    details === 'PIN accepted' ? [say('event.console-unlocked')] : null,
  'pin-failed': (details, { say }) => {
    const failed = /^wrong (PIN|recovery code); (\d+) failed in a row$/u.exec(details);
    if (failed === null) return null;
    const what = failed[1] === 'PIN' ? 'pin' : 'code';
    return [say('event.pin-failed', { what, count: Number(failed[2]) })];
  },
  'pin-reset': (details, { say }) =>
    details === 'PIN reset with the recovery code; a new code was issued' ? [say('event.pin-reset')] : null,
  'station-renamed': (details, { say }) => [say('event.station-renamed', { name: details })],
  'settings-changed': settingsChanged,
  'lexicon-imported': (details, reading) => lexiconEvent('event.lexicon-imported', details, reading),
  'lexicon-repaired': (details, reading) => lexiconEvent('event.lexicon-repaired', details, reading),
  'lexicon-digest-recorded': (details, reading) =>
    lexiconEvent('event.lexicon-digest-recorded', details, reading),
  'lexicon-received': (details, reading) => lexiconEvent('event.lexicon-received', details, reading),
  'lexicon-pinned': (details, { say }) => {
    const pinned = new RegExp(`^(.+) (${FINGERPRINT})$`, 'u').exec(details);
    return pinned === null
      ? null
      : [say('event.lexicon-pinned', { name: pinned[1] ?? '', fingerprint: pinned[2] ?? '' })];
  },
  'lexicon-unpinned': (details, { say }) => [say('event.lexicon-unpinned', { name: details })],
  'lexicon-removed': (details, reading) => lexiconEvent('event.lexicon-removed', details, reading),
  'lexicon-used': (details, reading) => lexiconEvent('event.lexicon-used', details, reading),
  'lexicons-offered': (details, { say }) => [say('event.lexicons-offered', { names: details })],
  'log-exported': (details, { say }) => {
    const exported = new RegExp(
      `^(\\d+) entries to (.+): ([^:]+); head (?:none|(\\d+) (${FINGERPRINT}))$`,
      'u',
    ).exec(details);
    if (exported === null) return null;
    const [, count, folder, files, seq, hash] = exported;
    return [
      say('event.log-exported', { count: Number(count), folder: folder ?? '' }),
      files ?? '',
      seq === undefined ? say('event.noHead') : say('event.head', { seq, hash: hash ?? '' }),
    ];
  },
  'log-verified': (details, { say }) => {
    const verified =
      /^(?:intact|broken at entry (\d+)), (\d+) entries(?:; noted head (matches|DOES NOT MATCH))?$/u.exec(
        details,
      );
    if (verified === null) return null;
    const [, brokenAt, count, noted] = verified;
    const counted = { count: Number(count) };
    return [
      brokenAt === undefined
        ? say('event.log-verified.intact', counted)
        : say('event.log-verified.broken', { ...counted, seq: brokenAt }),
      ...(noted === undefined ? [] : [say(noted === 'matches' ? 'event.headMatches' : 'event.headDiffers')]),
    ];
  },
  'station-quit': (details, { say }) =>
    details === 'quit from the console' ? [say('event.station-quit')] : null,
  'hall-joined': (details, { say }) => {
    const joined = /^"(.*)" as "(.*)" \(hub: (.*?)\)(?:, replacing "(.*)" as "(.*)")?$/u.exec(details);
    if (joined === null) return null;
    const [, hall, station, servers, oldHall, oldStation] = joined;
    return [
      say('event.hall-joined', { hall: hall ?? '', station: station ?? '' }),
      say('event.hub', { servers: servers ?? '' }),
      ...(oldHall === undefined
        ? []
        : [say('event.replacing', { hall: oldHall, station: oldStation ?? '' })]),
    ];
  },
  'hall-left': (details, { say }) => {
    const left = /^"(.*)"$/u.exec(details);
    return left === null ? null : [say('event.hall-left', { hall: left[1] ?? '' })];
  },
  // The path the pairings were read from, as the station resolved it.
  'pairings-read': (details, { say }) => [say('event.pairings-read', { path: details })],
  'pairings-cleared': (details, { say }) => [say('event.pairings-cleared', { path: details })],
};

// "NAME FINGERPRINT (N words, ALPHABET alphabet, file SHA-256 DIGEST; skipped…; designated by X at T)"
// as each lexicon event writes its part of it.
function lexiconEvent(id: ConsoleMessageId, details: string, { intl, say }: Reading): Parts | null {
  const lexicon = LEXICON.exec(details);
  if (lexicon === null) return null;
  const [, name, fingerprint, said = ''] = lexicon;
  const parts = [say(id, { lexicon: `${name ?? ''} ${fingerprint ?? ''}` })];
  const words = /^(\d+) words/u.exec(said);
  if (words !== null) parts.push(say('event.words', { count: Number(words[1]) }));
  const alphabet = /, ([a-z-]+) alphabet,/u.exec(said)?.[1];
  if (alphabet !== undefined) {
    if (!isAlphabetId(alphabet)) return null;
    parts.push(say('event.alphabet', { alphabet: alphabetName(intl, alphabet) }));
  }
  const digest = new RegExp(`file SHA-256 (${FINGERPRINT})`, 'u').exec(said)?.[1];
  if (digest !== undefined) parts.push(say('event.fileDigest', { digest }));
  const skipped = /; skipped (\d+) unplayable lines/u.exec(said)?.[1];
  if (skipped !== undefined) parts.push(say('event.skipped', { count: Number(skipped) }));
  const designated = /; designated by (.+) at (\S+)$/u.exec(said);
  if (designated !== null) {
    parts.push(
      say('event.designated', { by: designated[1] ?? '', when: formatWhen(intl, designated[2] ?? '') }),
    );
  }
  return parts;
}

type SettingKey = keyof StationConfig;

// "key = JSON, key = JSON" (station-profile.ts): each setting by its label and its value in words.
function settingsChanged(details: string, reading: Reading): Parts | null {
  const changes = details.split(/, (?=[A-Za-z]+ = )/u).map((change) => {
    const setting = /^([A-Za-z]+) = (.*)$/u.exec(change);
    if (setting === null) return null;
    let value: unknown;
    try {
      value = JSON.parse(setting[2] ?? '');
    } catch {
      return null;
    }
    return settingText(setting[1] as SettingKey, value, reading);
  });
  if (changes.some((change) => change === null)) return null;
  return [reading.say('event.settings-changed', { changes: changes.join('; ') })];
}

function settingText(key: SettingKey, value: unknown, { intl, say }: Reading): string | null {
  const set = (label: ConsoleMessageId, shown: string) =>
    say('event.setting', { setting: say(label), value: shown });
  switch (key) {
    case 'round':
      if (value === null) return set('station.round', say('station.noRound'));
      return typeof value === 'number' ? set('station.round', intl.formatNumber(value)) : null;
    case 'tableEntry':
      return typeof value === 'boolean'
        ? set('station.tableEntry', say(value ? 'setting.on' : 'setting.off'))
        : null;
    case 'challengeRule':
      return isRule(value) ? set('station.rule', ruleName(intl, value)) : null;
    case 'textSize':
      return value === 'standard' || value === 'large' || value === 'largest'
        ? set('station.textSize', say(`station.textSize.${value}`))
        : null;
    case 'language':
      return isKioskLanguage(value) ? set('station.language', languageName(intl, value)) : null;
    case 'timings':
      return timingsText(value, intl, set, say);
    default:
      return null;
  }
}

const TIMING_LABELS = {
  verdictMinMs: 'station.timing.verdictMin',
  verdictClearMs: 'station.timing.verdictClear',
  idleClearMs: 'station.timing.idleClear',
} as const satisfies Record<keyof StationConfig['timings'], ConsoleMessageId>;

function timingsText(
  value: unknown,
  intl: IntlShape,
  set: (label: ConsoleMessageId, shown: string) => string,
  say: Reading['say'],
): string | null {
  if (typeof value !== 'object' || value === null) return null;
  const timings = value as Record<string, unknown>;
  const shown = Object.entries(TIMING_LABELS).map(([key, label]) => {
    const ms = timings[key];
    return typeof ms === 'number'
      ? set(label, say('event.seconds', { seconds: intl.formatNumber(ms / 1000) }))
      : null;
  });
  return shown.some((part) => part === null) ? null : shown.join('; ');
}

function isRule(value: unknown): value is StationConfig['challengeRule'] {
  if (typeof value !== 'object' || value === null) return false;
  const rule = value as { kind?: unknown; points?: unknown };
  return rule.kind === 'double' || (rule.kind === 'points' && Number.isInteger(rule.points));
}

function isEventAction(action: string): action is EventAction {
  return (EVENT_ACTIONS as readonly string[]).includes(action);
}

/**
 * What an event did, in `intl`'s language, as parts to show joined; null when the action or its
 * details are not ones this version writes, so the caller shows them as recorded.
 */
export function eventNote(intl: IntlShape, action: string | null, details: string | null): Parts | null {
  if (action === null || !isEventAction(action)) return null;
  const say = (id: ConsoleMessageId, values?: MessageValues) =>
    formatConsoleMessage(intl, values === undefined ? { id } : { id, values });
  return READERS[action](details ?? '', { intl, say });
}
