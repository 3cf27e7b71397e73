import { writeFileSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { Station } from '../../electron/core/station/station.ts';
import { KioskHandlers } from '../../electron/handlers/kiosk-handlers.ts';
import { CONTENT_SECURITY_POLICY } from '../../electron/ipc/content-security-policy.ts';
import { SECRET_HEADER } from '../../electron/ipc/contract.ts';
import { startWebStation, type WebStation } from '../../electron/web/web-station.ts';
import { useTempDirs } from '../support/temp-dir.ts';
import { setUpStation } from '../support/set-up-station.ts';

const tempDir = useTempDirs();
let station: Station;
/** The log's head after set-up: a refused request must leave it there. */
let setUpHead: ReturnType<Station['log']['head']>;
let web: WebStation;
let secret: string;
let origin: string;

beforeEach(async () => {
  station = new Station({ dataDir: tempDir() });
  setUpStation(station);
  setUpHead = station.log.head();
  const rendererDir = tempDir();
  writeFileSync(`${rendererDir}/index.html`, '<!doctype html><title>kiosk</title>');
  web = await startWebStation({ handlers: new KioskHandlers(station), rendererDir });
  const url = new URL(web.url);
  secret = new URLSearchParams(url.hash.slice(1)).get('secret') ?? '';
  origin = url.origin;
});

afterEach(async () => {
  await web.close();
  station.close();
});

const judgePlay = { words: ['CAT', 'DOG'], lexicon: '' };

function call(channel: string, payload: unknown, headers: Record<string, string> = {}): Promise<Response> {
  return fetch(`${origin}/api/${channel}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin, [SECRET_HEADER]: secret, ...headers },
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

  it('judges a play sent with the launch secret, without per-word results', async () => {
    const response = await call('kiosk:judge', { ...judgePlay, lexicon: demoFingerprint() });
    expect(response.status).toBe(200);
    const body = (await response.json()) as Record<string, unknown>;
    expect(body).toMatchObject({ ok: true, verdict: 'ACCEPTABLE', words: ['CAT', 'DOG'] });
    expect(Object.keys(body).sort()).toEqual(['lexicon', 'ok', 'verdict', 'words']);
    expect(station.log.head()?.seq).toBe((setUpHead?.seq ?? 0) + 1);
  });

  it.each([
    ['no secret', { [SECRET_HEADER]: '' }, 403],
    ['a wrong secret', { [SECRET_HEADER]: 'x'.repeat(43) }, 403],
    ['another origin', { origin: 'http://evil.example' }, 403],
    ['no origin', { origin: '' }, 403],
    ['a form post', { 'content-type': 'application/x-www-form-urlencoded' }, 415],
  ])('refuses a request with %s and writes nothing', async (_what, headers, status) => {
    const response = await call('kiosk:judge', { ...judgePlay, lexicon: demoFingerprint() }, headers);
    expect(response.status).toBe(status);
    expect(station.log.head()).toEqual(setUpHead);
  });

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
