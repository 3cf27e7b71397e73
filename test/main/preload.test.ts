import { beforeAll, describe, expect, it, vi } from 'vitest';
import { CHANNELS, type StationApi } from '../../electron/ipc/contract.ts';
import { fake } from '../mocks/electron.ts';

vi.mock('electron', () => import('../mocks/electron.ts'));

let station: StationApi;

beforeAll(async () => {
  await import('../../electron/preload/preload.ts');
  station = fake.exposed.get('station') as StationApi;
});

describe('preload', () => {
  it('exposes only window.station', () => {
    expect([...fake.exposed.keys()]).toEqual(['station']);
  });

  it('exposes exactly one function per contract method, frozen, and no way to name a channel', () => {
    expect(Object.keys(station).sort()).toEqual(Object.keys(CHANNELS).sort());
    for (const method of Object.values(station)) expect(typeof method).toBe('function');
    expect(Object.isFrozen(station)).toBe(true);
    expect(station).not.toHaveProperty('send');
    expect(station).not.toHaveProperty('invoke');
  });

  it('sends each method on its own channel', async () => {
    fake.invocations.length = 0;
    const token = 'c'.repeat(64);
    await station.overview({ token });
    await station.unlock({ pin: '271828' });
    expect(fake.invocations).toEqual([
      { channel: CHANNELS.overview, args: [{ token }] },
      { channel: CHANNELS.unlock, args: [{ pin: '271828' }] },
    ]);
  });

  it('asks kiosk:state with no payload', async () => {
    fake.invocations.length = 0;
    await station.kioskState();
    expect(fake.invocations).toEqual([{ channel: CHANNELS.kioskState, args: [] }]);
  });

  it('asks kiosk:judge with the request as its only payload', async () => {
    fake.invocations.length = 0;
    const request = { words: ['CAT'], lexicon: 'a'.repeat(64) };
    await station.judge(request);
    expect(fake.invocations).toEqual([{ channel: CHANNELS.judge, args: [request] }]);
  });
});
