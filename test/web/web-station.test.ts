import { request as httpRequest } from 'node:http';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { Station } from '../../electron/core/station/station.ts';
import { StationHandlers } from '../../electron/handlers/station-handlers.ts';
import { CONTENT_SECURITY_POLICY } from '../../electron/ipc/content-security-policy.ts';
import { SECRET_HEADER } from '../../electron/ipc/contract.ts';
import { startWebStation, type WebStation } from '../../electron/web/web-station.ts';
import { useTempDirs } from '../support/temp-dir.ts';
import { launchSecret, openSession, sessionCookie, writeStandInScreen } from '../support/web-session.ts';
import { setUpStation } from '../support/set-up-station.ts';

const tempDir = useTempDirs();
let station: Station;
/** The log's head after set-up: a refused request must leave it there. */
let setUpHead: ReturnType<Station['log']['head']>;
let web: WebStation;
let secret: string;
let origin: string;
/** The session cookie the page got for the launch secret, as a Cookie header. */
let cookie: string;

beforeEach(async () => {
  station = new Station({ dataDir: tempDir() });
  setUpStation(station);
  setUpHead = station.log.head();
  const rendererDir = writeStandInScreen(tempDir());
  web = await startWebStation({ handlers: new StationHandlers(station), rendererDir });
  secret = launchSecret(web);
  origin = new URL(web.url).origin;
  const exchanged = await openSession(web);
  expect(exchanged.status).toBe(204);
  cookie = sessionCookie(exchanged);
});

afterEach(async () => {
  await web.close();
  station.close();
});

const judgePlay = { words: ['CAT', 'DOG'], lexicon: '' };

function call(channel: string, payload: unknown, headers: Record<string, string> = {}): Promise<Response> {
  return fetch(`${origin}/api/${channel}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin, cookie, ...headers },
    body: JSON.stringify({ payload }),
  });
}

function demoFingerprint(): string {
  return station.lexicons.active()?.fingerprint ?? '';
}

describe('the web station', () => {
  it('listens on 127.0.0.1 only and serves the page with the kiosk policy', async () => {
    expect(new URL(web.url).hostname).toBe('127.0.0.1');
    const page = await fetch(`${origin}/`);
    expect(page.status).toBe(200);
    expect(page.headers.get('content-security-policy')).toBe(CONTENT_SECURITY_POLICY);
    expect(page.headers.get('cache-control')).toBe('no-store');
  });

  it('gives the launch secret one session cookie, HttpOnly and SameSite=Strict, and refuses it after', async () => {
    expect(cookie).toMatch(new RegExp(`^${web.cookieName}=[A-Za-z0-9_-]{43}$`, 'u'));
    expect(cookie).not.toContain(secret);
    // The address with the secret stays in the browser's history: used again, it opens nothing.
    const again = await openSession(web);
    expect(again.status).toBe(403);
    expect(again.headers.getSetCookie()).toEqual([]);
    const another = await startWebStation({ handlers: new StationHandlers(station), rendererDir: tempDir() });
    try {
      const response = await openSession(another);
      const attributes = (response.headers.getSetCookie()[0] ?? '').split(/;\s*/u).slice(1).sort();
      expect(attributes).toEqual(['HttpOnly', 'Path=/', 'SameSite=Strict']);
      expect(another.cookieName).not.toBe(web.cookieName);
    } finally {
      await another.close();
    }
  });

  it('refuses the launch secret from another origin, and does not spend it', async () => {
    const station2 = await startWebStation({
      handlers: new StationHandlers(station),
      rendererDir: tempDir(),
    });
    try {
      expect((await openSession(station2, { origin: 'http://evil.example' })).status).toBe(403);
      expect((await openSession(station2, { 'content-type': 'text/plain' })).status).toBe(415);
      expect((await openSession(station2)).status).toBe(204);
    } finally {
      await station2.close();
    }
  });

  it('judges a play sent with the session cookie, without per-word results', async () => {
    const response = await call('kiosk:judge', { ...judgePlay, lexicon: demoFingerprint() });
    expect(response.status).toBe(200);
    const body = (await response.json()) as Record<string, unknown>;
    expect(body).toMatchObject({ ok: true, verdict: 'ACCEPTABLE', words: ['CAT', 'DOG'] });
    expect(Object.keys(body).sort()).toEqual(['lexicon', 'ok', 'verdict', 'words']);
    expect(station.log.head()?.seq).toBe((setUpHead?.seq ?? 0) + 1);
  });

  it.each([
    ['no cookie', { cookie: '' }, 403],
    ['a wrong cookie', { cookie: `COOKIE=${'x'.repeat(43)}` }, 403],
    ['the launch secret instead of the cookie', { cookie: '', [SECRET_HEADER]: 'SECRET' }, 403],
    ['the launch secret as the cookie', { cookie: 'COOKIE=SECRET' }, 403],
    ['another origin', { origin: 'http://evil.example' }, 403],
    ['no origin', { origin: '' }, 403],
    ['a form post', { 'content-type': 'application/x-www-form-urlencoded' }, 415],
    ['a media type that only starts like JSON', { 'content-type': 'application/jsonx' }, 415],
    ['JSON in another charset', { 'content-type': 'application/json; charset=latin1' }, 415],
    ['JSON and another type', { 'content-type': 'application/json, text/plain' }, 415],
  ])('refuses a request with %s and writes nothing', async (_what, headers, status) => {
    const filled = Object.fromEntries(
      Object.entries(headers).map(([name, value]) => [
        name,
        value.replace('SECRET', secret).replace('COOKIE', web.cookieName),
      ]),
    );
    const response = await call('kiosk:judge', { ...judgePlay, lexicon: demoFingerprint() }, filled);
    expect(response.status).toBe(status);
    expect(station.log.head()).toEqual(setUpHead);
  });

  it.each(['application/json; charset=utf-8', 'application/json;charset=UTF-8'])(
    'takes JSON declared as %j',
    async (type) => {
      const response = await call(
        'kiosk:judge',
        { ...judgePlay, lexicon: demoFingerprint() },
        { 'content-type': type },
      );
      expect(response.status).toBe(200);
    },
  );

  it.each([
    ['an unknown channel', 'kiosk:export', undefined],
    ['a prototype key as channel', 'constructor', undefined],
    ['words that are not strings', 'kiosk:judge', { words: [1, 2], lexicon: 'a'.repeat(64) }],
    ['nine words', 'kiosk:judge', { words: Array(9).fill('CAT'), lexicon: 'a'.repeat(64) }],
    ['an extra field', 'kiosk:judge', { words: ['CAT'], lexicon: 'a'.repeat(64), source: 'judge' }],
    ['a lexicon that is not a fingerprint', 'kiosk:judge', { words: ['CAT'], lexicon: 'DEMO' }],
    ['a payload on kiosk:state', 'kiosk:state', { anything: true }],
  ])('rejects %s and writes nothing', async (_what, channel, payload) => {
    const response = await call(channel, payload);
    expect(response.status).toBe(400);
    expect(station.log.head()).toEqual(setUpHead);
  });

  it('refuses an oversized body', async () => {
    const response = await call('kiosk:judge', { words: ['A'.repeat(40_000)], lexicon: demoFingerprint() });
    expect(response.status).toBe(413);
    expect(station.log.head()).toEqual(setUpHead);
  });

  it('refuses a request naming another host (DNS rebinding)', async () => {
    const status = await new Promise<number | undefined>((resolve, reject) => {
      const request = httpRequest(`${origin}/`, { headers: { host: 'attacker.example' } }, (response) => {
        response.resume();
        resolve(response.statusCode);
      });
      request.on('error', reject);
      request.end();
    });
    expect(status).toBe(421);
  });

  it('serves no file outside the screen folder and takes no GET on the API', async () => {
    expect((await fetch(`${origin}/%2e%2e/%2e%2e/package.json`)).status).toBe(404);
    expect((await fetch(`${origin}/api/kiosk:state`)).status).toBe(405);
  });
});
