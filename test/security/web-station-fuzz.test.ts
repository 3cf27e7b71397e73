// Fuzzes the web station's HTTP surface with raw requests: random bodies and channels, oversized
// bodies, a missing or wrong session cookie (or the spent launch secret), other origins and hosts,
// other methods and content types.
// Whatever is refused is refused with a 4xx and writes nothing; only a request that passes every
// guard and the contract is answered, and only a verdict adds to the log.
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Station } from '../../electron/core/station/station.ts';
import { StationHandlers } from '../../electron/handlers/station-handlers.ts';
import { CHANNELS, SECRET_HEADER, type Channel } from '../../electron/ipc/contract.ts';
import { startWebStation, type WebStation } from '../../electron/web/web-station.ts';
import {
  answerProblems,
  anyValue,
  CONTRACT_CHANNELS,
  oversized,
  POLLUTION_MARK,
  pollutingJson,
  requestSchema,
  stationHints,
  strangeChannels,
  wellFormedRequest,
} from '../support/contract-fuzz.ts';
import { sendRaw, type RawRequest } from '../support/raw-http.ts';
import {
  launchSecret,
  openSession,
  sessionCookie,
  STAND_IN_PAGE,
  writeStandInScreen,
} from '../support/web-session.ts';
import { TEST_PIN } from '../support/set-up-station.ts';
import { makeTempDir, removeTempDir } from '../support/temp-dir.ts';

const RUNS = 150;
const MAX_BODY_BYTES = 16 * 1024; // the web station's limit
let dataDir: string;
let rendererDir: string;
let station: Station;
let web: WebStation;
let secret: string;
/** The session cookie the launch secret was exchanged for, as `name=token`. */
let cookie: string;
let origin: string;
let host: string;
let demo: string;

beforeAll(async () => {
  dataDir = makeTempDir('web-fuzz');
  rendererDir = writeStandInScreen(makeTempDir('web-fuzz-screen'));
  station = new Station({ dataDir });
  demo = station.lexicons.active()?.fingerprint ?? '';
  const handlers = new StationHandlers(station);
  // A station that is not set up judges nothing; set it up so that a judgement can reach the log.
  expect(handlers.console.setUp({ pin: TEST_PIN, stationName: 'Fuzz' })).toMatchObject({ ok: true });
  web = await startWebStation({ handlers, rendererDir });
  const url = new URL(web.url);
  secret = launchSecret(web);
  origin = url.origin;
  host = url.host;
  const exchanged = await openSession(web);
  expect(exchanged.status).toBe(204);
  cookie = sessionCookie(exchanged);
});

afterAll(async () => {
  await web.close();
  station.close();
  removeTempDir(dataDir);
  removeTempDir(rendererDir);
});

/** A request as the kiosk page sends it. */
function kioskRequest(channel: string, body: Buffer): RawRequest {
  return {
    method: 'POST',
    path: `/api/${channel}`,
    headers: [
      ['host', host],
      ['origin', origin],
      ['content-type', 'application/json'],
      ['cookie', cookie],
    ],
    body,
  };
}

function isChannel(value: string): value is Channel {
  return (CONTRACT_CHANNELS as string[]).includes(value);
}

/** Whether the station would answer this body on this channel: it parses and fits the contract. */
function fitsContract(channel: string, body: Buffer): boolean {
  if (!isChannel(channel) || body.length > MAX_BODY_BYTES) return false;
  try {
    // A call is a JSON object holding its payload: `null`, a number, a string or an array is none.
    const parsed = JSON.parse(body.toString('utf8')) as unknown;
    if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) return false;
    return requestSchema(channel).safeParse((parsed as { payload?: unknown }).payload).success;
  } catch {
    return false;
  }
}

/** Sends a request and checks that a refusal is a 4xx that wrote nothing; returns the status. */
async function checkExchange(request: RawRequest, expectAnswer: boolean): Promise<number> {
  const before = station.log.head();
  const response = await sendRaw(web.port, request);
  const after = station.log.head();
  if (!expectAnswer) {
    expect(response.status, `${request.method} ${request.path} → ${response.body}`).toBeGreaterThanOrEqual(
      400,
    );
    expect(response.status).toBeLessThan(500);
    expect(after).toEqual(before);
  } else {
    expect(response.status, response.body).toBe(200);
    const channel = request.path.slice('/api/'.length) as Channel;
    const answer: unknown = JSON.parse(response.body);
    expect(answerProblems(channel, answer)).toEqual([]);
    // A verdict is one new entry; a refused judgement none. (Console actions may log events.)
    if (channel === CHANNELS.judge) {
      const judged = (answer as { ok: boolean }).ok;
      expect(after?.seq ?? 0).toBe((before?.seq ?? 0) + (judged ? 1 : 0));
    }
  }
  expect(Object.prototype).not.toHaveProperty(POLLUTION_MARK);
  return response.status;
}

const json = (value: unknown): Buffer => Buffer.from(JSON.stringify({ payload: value }));

describe('the web station API, with every guard passed', () => {
  it(`refuses with a 4xx every body that does not fit the contract (${RUNS} random bodies)`, async () => {
    const channel = fc.oneof(
      { weight: 3, arbitrary: fc.constantFrom(...CONTRACT_CHANNELS) },
      { weight: 1, arbitrary: strangeChannels.map((name) => encodeURIComponent(name)) },
    );
    const body = fc.oneof(
      ...CONTRACT_CHANNELS.map((name) => wellFormedRequest(name, stationHints(demo)).map(json)),
      anyValue.map((value) => {
        try {
          return json(value);
        } catch {
          return Buffer.from('{"payload": 1n}'); // BigInt: not JSON, so not a body a browser sends
        }
      }),
      pollutingJson.map((value) => Buffer.from(JSON.stringify(value))),
      pollutingJson.map(json),
      oversized.map(json),
      fc.uint8Array({ maxLength: 2048 }).map((bytes) => Buffer.from(bytes)),
      fc.string({ unit: 'binary', maxLength: 512 }).map((text) => Buffer.from(text)),
      fc
        .constantFrom(
          '',
          'null',
          '[]',
          '{}',
          '{"payload":',
          '{"payload":null}',
          '"payload"',
          '{"payload":{"words":["CAT"]}}',
        )
        .map((text) => Buffer.from(text)),
    );
    // One body of each answer always runs first, so that the check below never rests on chance
    // (a random run once drew no body over the limit).
    const examples: [string, Buffer][] = [
      [CHANNELS.judge, json({ words: ['CAT'], lexicon: demo })],
      [CHANNELS.judge, Buffer.from('{"payload":')],
      [CHANNELS.judge, json({ words: ['CAT'], lexicon: 'a'.repeat(MAX_BODY_BYTES) })],
      // A channel that takes no payload still takes only a call: JSON that is no object is refused
      // (a random run once found `null` answered).
      [CHANNELS.kioskState, Buffer.from('null')],
      [CHANNELS.kioskState, Buffer.from('[]')],
      [CHANNELS.kioskState, Buffer.from('5')],
      [CHANNELS.kioskState, Buffer.from('{}')],
    ];
    const statuses = new Set<number>();
    await fc.assert(
      fc.asyncProperty(channel, body, async (name, content) => {
        statuses.add(await checkExchange(kioskRequest(name, content), fitsContract(name, content)));
      }),
      { numRuns: RUNS, examples },
    );
    for (const status of [200, 400, 413]) expect(statuses).toContain(status);
  });
});

/** One way a request can break the station's guards, and the status that guard answers. */
interface Breach {
  /** What is broken, for a readable counterexample. */
  readonly label: string;
  /** The part of the request it changes: two breaches of one part would overwrite each other. */
  readonly part: string;
  readonly apply: (request: RawRequest) => RawRequest;
  /** The guards run in this order: Node's parser, host, method, origin, cookie, content type, size. */
  readonly order: number;
  readonly status: number;
}

function withHeader(request: RawRequest, name: string, value: string | null): RawRequest {
  const headers = request.headers.filter(([key]) => key.toLowerCase() !== name);
  return { ...request, headers: value === null ? headers : [...headers, [name, value]] };
}

function breaches(): fc.Arbitrary<Breach> {
  const otherPort = String((web.port % 60_000) + 1024);
  const hostBreach = fc
    .constantFrom<string | null>(
      null,
      `localhost:${web.port}`,
      '127.0.0.1',
      `127.0.0.1:${otherPort}`,
      `[::1]:${web.port}`,
      'attacker.example',
      `attacker.example:${web.port}`,
      `${host}.attacker.example`,
      `${host}@attacker.example`,
      '',
    )
    .map((value): Breach => ({
      label: `host ${String(value)}`,
      part: 'host',
      apply: (request) => withHeader(request, 'host', value),
      order: 0,
      status: value === null ? 400 : 421,
    }));
  const methodBreach = fc
    .constantFrom('GET', 'HEAD', 'PUT', 'DELETE', 'PATCH', 'OPTIONS', 'TRACE', 'PROPFIND', 'post')
    .map((method): Breach =>
      // Node's parser itself refuses a method it does not know (lower case is not POST) with a 400.
      method === 'post'
        ? {
            label: `method ${method}`,
            part: 'method',
            apply: (request) => ({ ...request, method }),
            order: -1,
            status: 400,
          }
        : {
            label: `method ${method}`,
            part: 'method',
            apply: (request) => ({ ...request, method }),
            order: 1,
            status: 405,
          },
    );
  const originBreach = fc
    .constantFrom(
      'http://evil.example',
      'null',
      `http://localhost:${web.port}`,
      `http://127.0.0.1:${otherPort}`,
      `https://${host}`,
      `${origin}/`,
      `${origin}.evil.example`,
      origin.toUpperCase(),
      `${origin}, http://evil.example`,
    )
    .map((value): Breach => ({
      label: `origin ${value}`,
      part: 'origin',
      apply: (request) => withHeader(request, 'origin', value),
      order: 2,
      status: 403,
    }));
  const [cookieName = '', token = ''] = cookie.split('=');
  const cookieBreach = fc
    .oneof(
      fc.constantFrom<string | null>(
        null,
        '',
        `${cookieName}=${token.slice(0, -1)}`,
        `${cookieName}=${token}x`,
        `${cookieName}=${token.toUpperCase() === token ? token.toLowerCase() : token.toUpperCase()}`,
        `${cookieName}=${secret}`,
        `${cookieName}x=${token}`,
        `challenge-station-${otherPort}=${token}`,
        `${cookieName}=${token.slice(0, 20)} ${token.slice(20)}`,
        token,
      ),
      fc
        .string({ minLength: token.length, maxLength: token.length })
        .map((value) => `${cookieName}=${value}`),
    )
    .filter((value) => value !== cookie)
    .map((value): Breach => ({
      label: `cookie ${String(value)}`,
      part: 'cookie',
      apply: (request) => withHeader(request, 'cookie', value),
      order: 3,
      status: 403,
    }));
  const typeBreach = fc
    .constantFrom<string | null>(
      null,
      'text/plain',
      'application/x-www-form-urlencoded',
      'multipart/form-data; boundary=x',
      'text/json',
      'application/xml',
      'application/jsonx',
      'application/json-patch+json',
      'application/json; charset=latin1',
      'application/json, text/plain',
      'application/json; foo=bar',
      '',
    )
    .map((value): Breach => ({
      label: `content-type ${String(value)}`,
      part: 'content-type',
      apply: (request) => withHeader(request, 'content-type', value),
      order: 4,
      status: 415,
    }));
  const sizeBreach = fc.integer({ min: MAX_BODY_BYTES + 1, max: 1024 * 1024 }).map((length): Breach => ({
    label: `body of ${length} bytes`,
    part: 'body',
    apply: (request) => ({
      ...request,
      body: Buffer.concat([Buffer.from('{"payload":"'), Buffer.alloc(length, 0x41), Buffer.from('"}')]),
    }),
    order: 5,
    status: 413,
  }));
  return fc.oneof(hostBreach, methodBreach, originBreach, cookieBreach, typeBreach, sizeBreach);
}

describe('the web station API, with a guard broken', () => {
  it(`refuses with the first broken guard's 4xx and writes nothing (${RUNS} requests, 1–3 breaches each)`, async () => {
    // A well-formed request for a contract channel: it would be answered (a judgement logged) but for the breaches.
    const request = fc
      .constantFrom(...CONTRACT_CHANNELS)
      .chain((name) =>
        wellFormedRequest(name, stationHints(demo)).map((payload) => kioskRequest(name, json(payload))),
      );
    const statuses = new Set<number>();
    await fc.assert(
      fc.asyncProperty(
        request,
        fc.uniqueArray(breaches(), { minLength: 1, maxLength: 3, selector: (breach) => breach.part }),
        async (good, broken) => {
          const sent = broken.reduce((changed, breach) => breach.apply(changed), good);
          const first = [...broken].sort((a, b) => a.order - b.order)[0];
          const status = await checkExchange(sent, false);
          expect(status, broken.map((breach) => breach.label).join(', ')).toBe(first?.status);
          statuses.add(status);
        },
      ),
      { numRuns: RUNS },
    );
    expect(statuses).toContain(403);
    expect(statuses).toContain(421);
  });

  it('refuses the launch secret, spent on the session, wherever it is sent again', async () => {
    const judge = kioskRequest(CHANNELS.judge, json({ words: ['CAT'], lexicon: demo }));
    const withSecret = withHeader(withHeader(judge, 'cookie', null), SECRET_HEADER, secret);
    expect(await checkExchange(withSecret, false)).toBe(403);
    const exchange = withHeader(
      { ...judge, path: '/session', body: Buffer.from('{}') },
      SECRET_HEADER,
      secret,
    );
    expect(await checkExchange(exchange, false)).toBe(403);
  });

  it('still answers the same request with every guard passed (the breaches above are what refuse)', async () => {
    const before = station.log.head()?.seq ?? 0;
    const response = await sendRaw(
      web.port,
      kioskRequest(CHANNELS.judge, json({ words: ['CAT', 'DOG'], lexicon: demo })),
    );
    expect(response.status).toBe(200);
    expect(JSON.parse(response.body)).toMatchObject({ ok: true, verdict: 'ACCEPTABLE' });
    expect(station.log.head()?.seq).toBe(before + 1);
  });
});

describe('the web station outside the API', () => {
  it(`serves only the screen's own files, refusing ${RUNS} random paths with a 4xx`, async () => {
    // Malformed percent-encodings and a leading "//" are left to the tests below.
    const segment = fc.oneof(
      fc.constantFrom(
        '..',
        '%2e%2e',
        '%2E%2E',
        '.',
        '%2f',
        '%5c',
        '..%2f..',
        '%00',
        'index.html',
        'package.json',
        'etc',
        'passwd',
      ),
      fc
        .string({ unit: 'grapheme-ascii', minLength: 1, maxLength: 8 })
        .map((text) => encodeURIComponent(text)),
    );
    const path = fc.array(segment, { minLength: 1, maxLength: 6 }).map((parts) => `/${parts.join('/')}`);
    await fc.assert(
      fc.asyncProperty(path, async (target) => {
        const before = station.log.head();
        const response = await sendRaw(web.port, { method: 'GET', path: target, headers: [['host', host]] });
        expect(station.log.head()).toEqual(before);
        if (response.status === 200) {
          expect(response.body, target).toBe(STAND_IN_PAGE);
        } else {
          expect(response.status, `GET ${target} → ${response.body}`).toBeGreaterThanOrEqual(400);
          expect(response.status, `GET ${target} → ${response.body}`).toBeLessThan(500);
        }
      }),
      { numRuns: RUNS },
    );
  });

  // A malformed percent-encoding, or a target starting with "//" (which URL parsing would read as a
  // host name), is a bad request: 400, never a 500 from an unguarded parse.
  it.each([
    ['GET', '/%zz'],
    ['GET', '/%E0%A4%A'],
    ['GET', '/assets/%'],
    ['GET', '//'],
    ['GET', '//%20/..'],
    ['POST', '//'],
  ])('refuses %s %s with a 4xx', async (method, target) => {
    const response = await sendRaw(web.port, {
      ...kioskRequest('kiosk:state', json(undefined)),
      method,
      path: target,
    });
    expect(response.status).toBeGreaterThanOrEqual(400);
    expect(response.status).toBeLessThan(500);
  });
});
