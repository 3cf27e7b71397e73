// Fuzzes the main-side dispatcher, which every request from the screen goes through (Electron IPC
// and the web station alike): every channel of the contract — read from REQUEST_SCHEMAS, so a
// channel added later is fuzzed too — with well-formed, mutated, random, oversized and polluting
// payloads, and channel names outside the contract. Each request is refused with
// RequestRejectedError exactly when it does not fit its schema, and otherwise answered as the
// contract says. A refused request writes nothing; a kiosk verdict is exactly one new entry.
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verifyChain } from '../../electron/core/log/log-verify.ts';
import { Station } from '../../electron/core/station/station.ts';
import { parsePlay } from '../../electron/core/words/play-input.ts';
import { dispatch, RequestRejectedError } from '../../electron/handlers/dispatch.ts';
import { StationHandlers } from '../../electron/handlers/station-handlers.ts';
import { CHANNELS, type Channel } from '../../electron/ipc/contract.ts';
import {
  answerProblems,
  anyValue,
  CONTRACT_CHANNELS,
  mutated,
  oversized,
  POLLUTION_MARK,
  pollutingJson,
  requestSchema,
  stationHints,
  strangeChannels,
  wellFormedRequest,
} from '../support/contract-fuzz.ts';
import { TEST_PIN } from '../support/set-up-station.ts';
import { makeTempDir, removeTempDir } from '../support/temp-dir.ts';

const RUNS = 200;
const PROTOTYPE_NAMES = Object.getOwnPropertyNames(Object.prototype);
let dataDir: string;
let station: Station;
let handlers: StationHandlers;
let demo: string;

beforeAll(async () => {
  // One station for every run (its demo lexicon compiles once); the checks look at growth, not emptiness.
  dataDir = makeTempDir('fuzz');
  station = new Station({ dataDir });
  handlers = new StationHandlers(station);
  demo = station.lexicons.active()?.fingerprint ?? '';
  // A station that is not set up judges nothing; set it up so that fuzzed judgements reach the log.
  await expect(call(CHANNELS.setUp, { pin: TEST_PIN, stationName: 'Fuzz' })).resolves.toMatchObject({
    ok: true,
  });
});

afterAll(() => {
  station.close();
  removeTempDir(dataDir);
});

function isChannel(value: unknown): value is Channel {
  return typeof value === 'string' && (CONTRACT_CHANNELS as string[]).includes(value);
}

/** Dispatches, with a refusal thrown at once or from an asynchronous handler alike. */
async function call(channel: unknown, payload: unknown): Promise<unknown> {
  return await Promise.resolve().then(() => dispatch(handlers, channel, payload));
}

/** Sends one request, checks everything the dispatcher promises about it, and says what happened. */
async function checkRequest(channel: unknown, payload: unknown): Promise<string> {
  const before = station.log.head();
  let answer: unknown;
  let refusal: unknown = null;
  try {
    answer = await call(channel, payload);
  } catch (error) {
    refusal = error;
  }
  const wellFormed = isChannel(channel) && requestSchema(channel).safeParse(payload).success;
  const after = station.log.head();
  expect(Object.prototype).not.toHaveProperty(POLLUTION_MARK);
  expect(Object.getOwnPropertyNames(Object.prototype)).toEqual(PROTOTYPE_NAMES);

  if (refusal !== null) {
    expect(refusal).toBeInstanceOf(RequestRejectedError);
    expect(wellFormed).toBe(false);
    expect(after).toEqual(before);
    return 'rejected';
  }
  expect(wellFormed).toBe(true);
  if (!isChannel(channel)) throw new Error('unreachable: answered a channel outside the contract');
  expect(answerProblems(channel, answer)).toEqual([]);

  const verdict = channel === CHANNELS.judge && (answer as { ok: boolean }).ok;
  if (channel === CHANNELS.judge && !verdict) expect(after).toEqual(before);
  if (verdict) {
    // A verdict means exactly one new entry, holding the words and verdict the kiosk was told.
    expect(after?.seq).toBe((before?.seq ?? 0) + 1);
    const entry = station.log.entry(after?.seq ?? 0);
    const told = answer as { verdict: string; words: string[] };
    expect(entry).toMatchObject({
      kind: 'adjudication',
      source: 'kiosk',
      verdict: told.verdict,
      words: told.words,
    });
    expect(told.words).toEqual(parsePlay((payload as { words: string[] }).words.join(' ')));
    return 'verdict';
  }
  const reason = (answer as { ok?: boolean; reason?: unknown }).reason;
  return typeof reason === 'string' ? reason : 'answered';
}

describe.each(CONTRACT_CHANNELS)('dispatch on %s', (channel) => {
  it(`refuses exactly the payloads that do not fit, and answers the rest per the contract (${RUNS} runs)`, async () => {
    const valid = wellFormedRequest(channel, stationHints(demo));
    const payload = fc.oneof(valid, mutated(valid), anyValue, pollutingJson, oversized);
    const outcomes = new Set<string>();
    await fc.assert(
      fc.asyncProperty(payload, async (value) => {
        outcomes.add(await checkRequest(channel, value));
      }),
      { numRuns: RUNS },
    );
    // Both sides of the contract were reached, so the checks above were not vacuous.
    expect(outcomes).toContain('rejected');
    expect(outcomes.size).toBeGreaterThan(1);
    // Console actions may log events, but nothing the fuzz did broke the chain.
    expect(verifyChain(station.log.rows())).toMatchObject({ ok: true });
  });
});

describe('dispatch on channels outside the contract', () => {
  it(`refuses ${RUNS} random and look-alike channel names, whatever the payload`, async () => {
    const channel = fc.oneof(strangeChannels, anyValue).filter((name) => !isChannel(name));
    const payload = fc.oneof(
      ...CONTRACT_CHANNELS.map((name) => wellFormedRequest(name, stationHints(demo))),
      anyValue,
    );
    await fc.assert(
      fc.asyncProperty(channel, payload, async (name, value) => {
        expect(await checkRequest(name, value)).toBe('rejected');
      }),
      { numRuns: RUNS },
    );
  });
});

describe('well-formed kiosk:judge requests', () => {
  it(`reach a verdict, refused words and an unknown lexicon — and only a verdict is logged (${RUNS} runs)`, async () => {
    const outcomes = new Set<string>();
    await fc.assert(
      fc.asyncProperty(wellFormedRequest(CHANNELS.judge, stationHints(demo)), async (value) => {
        outcomes.add(await checkRequest(CHANNELS.judge, value));
      }),
      { numRuns: RUNS },
    );
    expect([...outcomes].sort()).toEqual(['cannot-judge', 'input', 'verdict']);
  });
});
