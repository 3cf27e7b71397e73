// The hall view's HTTP surface without a network: the launch secret is good once, and every
// request without the session cookie, from another origin or host, or outside the contract is
// refused and changes nothing in the hub's database.
import { hubViewPort } from '../../electron/hall/hub/hub-view-port.ts';
import { request as httpRequest } from 'node:http';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { HallViewStore } from '../../electron/core/hall/view/hall-view-store.ts';
import { HubStore } from '../../electron/core/hall/hub/hub-store.ts';
import { parseViewListen, startHallView, type HallView } from '../../electron/hall/view/hall-view-server.ts';
import type { HallSnapshot } from '../../electron/ipc/hall-view-contract.ts';
import { useTempDirs } from '../support/temp-dir.ts';
import { openSession, sessionCookie, writeStandInScreen } from '../support/web-session.ts';

const tempDir = useTempDirs();
let hubDir: string;
let store: HubStore;
let view: HallView;
let origin: string;
let cookie: string;

beforeEach(async () => {
  hubDir = tempDir();
  store = new HubStore(hubDir, { create: true });
  store.stations.invite('Station 1', 'abc123', null, new Date());
  view = await startHallView({ hubDir, hub: hubViewPort(store), rendererDir: writeStandInScreen(tempDir()) });
  origin = new URL(view.url).origin;
  const exchanged = await openSession(view);
  expect(exchanged.status).toBe(204);
  cookie = sessionCookie(exchanged);
  expect(exchanged.headers.getSetCookie()[0]).toMatch(/HttpOnly; SameSite=Strict$/u);
});

afterEach(async () => {
  await view.close();
  store.close();
});

function call(channel: string, payload: unknown, headers: Record<string, string> = {}): Promise<Response> {
  return fetch(`${origin}/api/${channel}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin, cookie, ...headers },
    body: JSON.stringify({ payload }),
  });
}

/** The alerts table's acknowledgements, read apart from the server: a refusal must leave none. */
function acknowledgements(): number {
  const own = new HallViewStore(hubDir);
  try {
    return own.alerts().filter((alert) => alert.acknowledgedAt !== null).length;
  } finally {
    own.close();
  }
}

describe('the hall view server', () => {
  it('listens on 127.0.0.1 and answers the page with the hall: an invited station that never joined', async () => {
    expect(new URL(view.url).hostname).toBe('127.0.0.1');
    const answer = await call('hall:snapshot', { feed: '', since: 0 });
    expect(answer.status).toBe(200);
    const snapshot = (await answer.json()) as HallSnapshot;
    expect(snapshot.stations.map((station) => [station.name, station.state])).toEqual([
      ['Station 1', 'never-joined'],
    ]);
    expect(snapshot.items).toEqual([]);
  });

  it('spends the launch secret once', async () => {
    expect((await openSession(view)).status).toBe(403);
  });

  it('refuses a request without the cookie, from another origin or host, or with another media type', async () => {
    const payload = { feed: '', since: 0 };
    expect((await call('hall:snapshot', payload, { cookie: '' })).status).toBe(403);
    expect((await call('hall:snapshot', payload, { cookie: `${view.cookieName}=forged` })).status).toBe(403);
    expect((await call('hall:snapshot', payload, { origin: 'http://evil.example' })).status).toBe(403);
    expect((await call('hall:snapshot', payload, { 'content-type': 'text/plain' })).status).toBe(415);
    // DNS rebinding: a page on another site's name pointed at this address.
    const rebound = await new Promise<number | undefined>((resolve, reject) => {
      const request = httpRequest(
        `${origin}/api/hall:snapshot`,
        {
          method: 'POST',
          headers: { host: 'attacker.example', origin, cookie, 'content-type': 'application/json' },
        },
        (response) => {
          response.resume();
          resolve(response.statusCode);
        },
      );
      request.on('error', reject);
      request.end(JSON.stringify({ payload }));
    });
    expect(rebound).toBe(421);
    expect((await fetch(`${origin}/api/hall:snapshot`, { headers: { cookie } })).status).toBe(405);
  });

  it('refuses payloads outside the contract and writes nothing', async () => {
    expect((await call('hall:snapshot', { feed: '', since: -1 })).status).toBe(400);
    expect((await call('hall:snapshot', { feed: '', since: 0, extra: 1 })).status).toBe(400);
    expect((await call('hall:acknowledge', { alertId: 1, initials: '<script>' })).status).toBe(400);
    expect((await call('hall:acknowledge', { alertId: 1, initials: 'ABCDEFGHIJ' })).status).toBe(400);
    expect((await call('hall:designate', { fingerprint: 'not hex', initials: 'JB' })).status).toBe(400);
    // A designation without initials is refused: who chose the hall's lexicon is always recorded.
    expect((await call('hall:designate', { fingerprint: 'abcdef0123456789' })).status).toBe(400);
    expect((await call('hall:export', { to: '' })).status).toBe(400);
    expect((await call('hall:export', { to: '/media/usb', also: 1 })).status).toBe(400);
    expect(
      (await call('hall:acknowledge-kind', { kind: 'everything', upTo: 9, initials: 'JB' })).status,
    ).toBe(400);
    expect((await call('hall:acknowledge-kind', { kind: 'silent', upTo: 9 })).status).toBe(400);
    expect((await call('hall:acknowledge-kind', { kind: 'silent', upTo: 0, initials: 'JB' })).status).toBe(
      400,
    );
    // A hall setting must be one `hall set` takes, with its own kind of value and initials.
    expect((await call('hall:set', { setting: 'round', value: 0, initials: 'JB' })).status).toBe(400);
    expect((await call('hall:set', { setting: 'round', value: '3', initials: 'JB' })).status).toBe(400);
    expect((await call('hall:set', { setting: 'language', value: 'xx', initials: 'JB' })).status).toBe(400);
    expect(
      (await call('hall:set', { setting: 'rule', value: { kind: 'points' }, initials: 'JB' })).status,
    ).toBe(400);
    expect((await call('hall:set', { setting: 'volume', value: 11, initials: 'JB' })).status).toBe(400);
    expect((await call('hall:set', { setting: 'tableEntry', value: true })).status).toBe(400);
    expect((await call('station:judge', {})).status).toBe(404);
    expect((await call('__proto__', {})).status).toBe(404);
    const huge = await fetch(`${origin}/api/hall:snapshot`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin, cookie },
      body: JSON.stringify({ payload: { feed: 'x'.repeat(20_000), since: 0 } }),
    });
    expect(huge.status).toBe(413);
    // Within the contract but naming nothing: refused in words, nothing recorded.
    const unknown = await call('hall:acknowledge', { alertId: 99, initials: 'JB' });
    expect(unknown.status).toBe(409);
    expect(await unknown.json()).toEqual({
      refused: 'That alert is already acknowledged or does not exist.',
    });
    expect((await call('hall:designate', { fingerprint: 'abcdef0123456789', initials: 'JB' })).status).toBe(
      409,
    );
    expect(acknowledgements()).toBe(0);
  });

  it('is shown elsewhere only on a named address, never a wildcard', () => {
    expect(parseViewListen('10.0.0.2:8080')).toEqual({ host: '10.0.0.2', port: 8080 });
    expect(parseViewListen('[::1]')).toEqual({ host: '::1', port: 0 });
    expect(() => parseViewListen('0.0.0.0:8080')).toThrow(/IP address/u);
    expect(() => parseViewListen('example.org')).toThrow(/IP address/u);
  });
});
