import { describe, expect, it } from 'vitest';
import type { StationOverview } from '../../../electron/ipc/contract.ts';
import { EMPTY_FILTER, ENTRY_KINDS, logFilter } from '../../../renderer/src/console/log/log-filter.ts';
import {
  stationForm,
  stationUpdate,
  type StationForm,
} from '../../../renderer/src/console/station/station-form.ts';
import { typedWords } from '../../../renderer/src/console/review/typed-words.ts';
import { hashGroups } from '../../../renderer/src/console/ui/format.ts';
import { formatWhen } from '../../../renderer/src/console/i18n/format-when.ts';
import {
  consoleIntl,
  formatConsoleMessage,
  type ConsoleMessage,
} from '../../../renderer/src/console/i18n/console-messages.ts';

/** A form check's refusal as the console shows it in English. */
function english(message: ConsoleMessage): string {
  return formatConsoleMessage(consoleIntl('en'), message);
}

const OVERVIEW: StationOverview = {
  stationName: 'Station 1',
  stationId: 'id',
  appVersion: '0.1.0',
  config: {
    round: null,
    tableEntry: false,
    askChallenger: true,
    challengeRule: { kind: 'double' },
    timings: { verdictMinMs: 1_000, verdictClearMs: 10_000, idleClearMs: 30_000 },
    textSize: 'standard',
    language: 'en',
  },
  lexicons: [],
  pins: [],
  head: null,
};

function form(overrides: Partial<StationForm> = {}): StationForm {
  return { ...stationForm(OVERVIEW), ...overrides };
}

describe('the station settings form', () => {
  it('shows times in seconds and an empty round between rounds, and sends the same settings back', () => {
    expect(stationForm(OVERVIEW)).toMatchObject({
      round: '',
      verdictMinSeconds: '1',
      idleClearSeconds: '30',
    });
    expect(stationUpdate(form())).toEqual({ stationName: 'Station 1', config: OVERVIEW.config });
  });

  it('sends a round, a points rule, fractional seconds and a text size', () => {
    const update = stationUpdate(
      form({ round: '3', rule: 'points', points: '10', verdictMinSeconds: '1.5', textSize: 'largest' }),
    );
    expect(update).toMatchObject({
      config: {
        round: 3,
        challengeRule: { kind: 'points', points: 10 },
        timings: { verdictMinMs: 1_500 },
        textSize: 'largest',
      },
    });
  });

  it.each([
    [{ round: '0' }, 'from 1 to 999'],
    [{ round: 'three' }, 'from 1 to 999'],
    [{ rule: 'points' as const, points: '51' }, 'from 1 to 50'],
    [{ verdictMinSeconds: '0.5' }, 'at least 1 to 5 seconds'],
    [{ verdictClearSeconds: 'soon' }, 'number of seconds'],
    [{ verdictMinSeconds: '5', verdictClearSeconds: '4' }, 'cannot clear before'],
    [{ idleClearSeconds: '5' }, '10 to 300 seconds'],
  ])('refuses %j in plain words before the station sees it', (overrides, message) => {
    const update = stationUpdate(form(overrides));
    expect('error' in update && english(update.error)).toContain(message);
  });

  it('ignores the points field under a double challenge', () => {
    expect(stationUpdate(form({ points: 'x' }))).toMatchObject({
      config: { challengeRule: { kind: 'double' } },
    });
  });
});

describe('the log search form', () => {
  it('sends no filter for an empty form', () => {
    expect(logFilter(EMPTY_FILTER)).toEqual({ filter: {} });
  });

  it('sends each field filled, times as UTC, and the kinds only when some are left out', () => {
    const result = logFilter({
      ...EMPTY_FILTER,
      from: '2024-05-01T09:00',
      to: '2024-05-01T10:30',
      round: ' 2 ',
      table: '14',
      verdict: 'UNACCEPTABLE',
      lexicon: ' NWL2023 ',
      word: ' qi ',
      player: ' a7 ',
      kinds: ['adjudication', 'ruling'],
    });
    expect(result).toEqual({
      filter: {
        from: new Date('2024-05-01T09:00').toISOString(),
        to: new Date(new Date('2024-05-01T10:30').getTime() + 59_999).toISOString(),
        round: 2,
        table: 14,
        verdict: 'UNACCEPTABLE',
        lexicon: 'NWL2023',
        word: 'qi',
        player: 'a7',
        kinds: ['adjudication', 'ruling'],
      },
    });
    expect(ENTRY_KINDS).toHaveLength(4);
  });

  it.each([
    [{ round: '1000' }, 'round'],
    [{ table: '0' }, 'table'],
    [{ table: '12a' }, 'table'],
    [{ from: 'yesterday' }, 'time'],
    [{ kinds: [] }, 'at least one kind'],
    [{ word: 'x'.repeat(65) }, 'at most 64'],
    [{ player: 'x'.repeat(65) }, 'at most 64'],
  ])('refuses %j with a message instead of a request the contract rejects', (overrides, message) => {
    const result = logFilter({ ...EMPTY_FILTER, ...overrides });
    expect('error' in result && english(result.error)).toContain(message);
  });
});

describe('the words a judge checks', () => {
  it('splits on spaces and commas', () => {
    expect(typedWords(' qi, za  cat ')).toEqual({ words: ['qi', 'za', 'cat'] });
  });

  it('refuses none, more than 8, or a word over 64 characters', () => {
    const refusal = (text: string) => {
      const typed = typedWords(text);
      return 'error' in typed ? english(typed.error) : typed;
    };
    expect(refusal('  ')).toBe('Type the words to check.');
    expect(refusal('a b c d e f g h i')).toBe('Check at most 8 words at a time.');
    expect(refusal('x'.repeat(65))).toBe('A word has at most 64 characters.');
  });
});

describe('how times and hashes are written', () => {
  it('writes a time with the month by name on a 24-hour clock, in the console language', () => {
    const time = new Date(2024, 4, 1, 9, 5, 7).toISOString();
    expect(formatWhen(consoleIntl('en'), time)).toBe('May 1, 2024, 09:05:07');
    expect(formatWhen(consoleIntl('de'), time)).toBe('1. Mai 2024, 09:05:07');
    expect(formatWhen(consoleIntl('en'), 'not a time')).toBe('not a time');
  });

  it('groups a hash by eight for copying onto paper', () => {
    expect(hashGroups('0123456789abcdef01')).toEqual(['01234567', '89abcdef', '01']);
  });
});
