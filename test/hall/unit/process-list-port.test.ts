// The judging thread's end of the hall process's list port: a download or a watch the hall process
// never answered (it exited: the link stopped, or it crashed) fails, so nothing waits on it forever.
import { describe, expect, it } from 'vitest';
import type { FromHallProcess, ToHallProcess } from '../../../electron/hall/station/hall-process-messages.ts';
import {
  processListPort,
  type HallProcessChannel,
} from '../../../electron/hall/station/process-list-port.ts';

/** A channel whose hall process the test plays: it sees what was sent, answers, or exits. */
function channel() {
  const sent: ToHallProcess[] = [];
  const listeners = new Set<(message: FromHallProcess) => void>();
  const { promise: exited, resolve: exit } = Promise.withResolvers<undefined>();
  const end: HallProcessChannel = {
    send: (message) => sent.push(message),
    listen: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    exited,
  };
  return {
    end,
    sent,
    listeners,
    answer: (message: FromHallProcess) => {
      for (const listener of [...listeners]) listener(message);
    },
    exit: () => exit(undefined),
  };
}

describe('the hall process’s list port', () => {
  it('fails a download the hall process never finished when the process exits, and stops listening', async () => {
    const hall = channel();
    const port = processListPort(hall.end);
    const progress: number[] = [];
    const fetched = port.fetchList('list-ab', (received) => progress.push(received));
    expect(hall.sent).toEqual([{ type: 'fetch', id: 1, name: 'list-ab' }]);
    hall.answer({ type: 'progress', id: 1, received: 10, total: 100 });
    hall.exit();
    await expect(fetched).rejects.toThrow('the hall link stopped before it answered');
    expect(progress).toEqual([10]);
    expect(hall.listeners.size).toBe(0);
  });

  it('fails a watch not yet begun when the process exits; one answered stands until then', async () => {
    const hall = channel();
    const port = processListPort(hall.end);
    const values: (Uint8Array | null)[] = [];
    const watching = port.watch('designation', (value) => values.push(value));
    hall.answer({ type: 'watching', id: 1 });
    const stop = await watching;
    hall.answer({ type: 'value', id: 1, value: null });
    expect(values).toEqual([null]);
    const second = port.watch('settings', () => undefined);
    hall.exit();
    await expect(second).rejects.toThrow('the hall link stopped before it answered');
    stop();
    expect(hall.sent.at(-1)).toEqual({ type: 'unwatch', id: 1 });
  });

  it('answers a download the hall process finished, whatever happens to the process after', async () => {
    const hall = channel();
    const port = processListPort(hall.end);
    const fetched = port.fetchList('list-ab');
    hall.answer({ type: 'fetched', id: 1, bytes: new Uint8Array([1, 2, 3]) });
    hall.exit();
    expect(await fetched).toEqual(new Uint8Array([1, 2, 3]));
  });
});
