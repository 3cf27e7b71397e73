import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { Station } from '../../electron/core/station/station.ts';
import { dispatch, RequestRejectedError } from '../../electron/handlers/dispatch.ts';
import { StationHandlers } from '../../electron/handlers/station-handlers.ts';
import { CHANNEL_GROUPS, CHANNELS, type Method } from '../../electron/ipc/channels.ts';
import { CONTRACT } from '../../electron/ipc/contract.ts';
import { useTempDirs } from '../support/temp-dir.ts';

const tempDir = useTempDirs();

describe('the channel list', () => {
  it('puts each method in exactly one group, on a channel of its own', () => {
    const methods = Object.values(CHANNEL_GROUPS).flatMap((group) => Object.keys(group));
    expect(new Set(methods).size).toBe(methods.length);
    expect([...methods].sort()).toEqual(Object.keys(CHANNELS).sort());
    expect(new Set(Object.values(CHANNELS)).size).toBe(methods.length);
  });

  it('has a declaration and a handler for every method, and dispatch answers nothing else', async () => {
    const station = new Station({ dataDir: join(tempDir(), 'data') });
    try {
      const handlers = new StationHandlers(station);
      expect(Object.keys(CONTRACT).sort()).toEqual(Object.keys(CHANNELS).sort());
      for (const method of Object.keys(CHANNELS) as Method[]) {
        expect(typeof handlers.table[method], method).toBe('function');
      }
      // A method's name, an object's own property or a prototype's is not a channel.
      for (const name of ['judge', 'kiosk', 'constructor', '__proto__', 'toString']) {
        expect(() => dispatch(handlers, name, undefined), name).toThrow(RequestRejectedError);
      }
      await expect(
        Promise.resolve(dispatch(handlers, CHANNELS.consoleStatus, undefined)),
      ).resolves.toMatchObject({
        setUp: false,
      });
    } finally {
      station.close();
    }
  });
});
