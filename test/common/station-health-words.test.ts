import { describe, expect, it } from 'vitest';
import {
  logCheckWords,
  recordingWords,
  stoppedJudging,
  type StationHealthReport,
} from '../../electron/common/station-health-words.ts';

const SOUND = { verifiedThrough: 12, writeRefused: null, fileGuard: null };
const report = (overrides: Partial<StationHealthReport>): StationHealthReport => ({
  problem: null,
  lastSeen: '2025-05-03T14:07:09.000Z',
  health: SOUND,
  ...overrides,
});

describe('the log check in words', () => {
  it.each<[string, Partial<StationHealthReport>, string]>([
    ['verified by a full check', {}, '✓ verified through entry 12'],
    [
      'checked at opening only',
      { health: { ...SOUND, verifiedThrough: null } },
      '✓ opening check passed; no full check yet',
    ],
    [
      'refused at opening',
      { problem: 'the chain breaks at entry 4' },
      '✖ refused: the chain breaks at entry 4',
    ],
    ['never reported', { health: null, lastSeen: null }, 'not reported yet'],
    ['of an earlier version', { health: null }, 'not reported (an earlier version)'],
  ])('%s', (_, overrides, words) => {
    expect(logCheckWords(report(overrides))).toBe(words);
  });
});

describe('recording in words', () => {
  it.each<[string, Partial<StationHealthReport>, string]>([
    ['records', {}, '✓ records'],
    [
      'a write refused',
      { health: { ...SOUND, writeRefused: 'disk full' } },
      '✖ stopped judging: cannot record (fail-closed) — disk full',
    ],
    [
      'its file guard tripped',
      { health: { ...SOUND, fileGuard: 'replaced' } },
      '✖ stopped judging: file guard tripped — replaced',
    ],
    [
      'both, the file guard first',
      { health: { ...SOUND, fileGuard: 'replaced', writeRefused: 'disk full' } },
      '✖ stopped judging: file guard tripped — replaced; cannot record (fail-closed) — disk full',
    ],
    ['its log refused', { problem: 'broken', health: null }, '✖ stopped judging'],
    ['never reported', { health: null, lastSeen: null }, 'not reported yet'],
  ])('%s', (_, overrides, words) => {
    expect(recordingWords(report(overrides))).toBe(words);
  });

  it('calls a station stopped only when its file guard tripped or it refused a write', () => {
    expect(stoppedJudging(report({}))).toBe(false);
    expect(stoppedJudging(report({ health: null, problem: 'broken' }))).toBe(false);
    expect(stoppedJudging(report({ health: { ...SOUND, writeRefused: 'disk full' } }))).toBe(true);
  });
});
