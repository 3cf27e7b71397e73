// The judging thread's end of the hall thread's list port: a download or a watch the hall thread
// never answered (it exited: the link stopped, or it crashed) fails, so nothing waits on it forever.
import { describe, expect, it } from 'vitest';
import type { FromHallProcess, ToHallProcess } from '../../../electron/hall/station/hall-process-messages.ts';
import {
  processListPort,
  type HallProcessChannel,
} from '../../../electron/hall/station/process-list-port.ts';

/** A channel whose hall thread the test plays: it sees what was sent, answers, or exits. */
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

describe('the hall thread’s list port', () => {
  it('fails a download the hall thread never finished when the thread exits, and stops listening', async () => {
    const thread = channel();
    const port = processListPort(thread.end);
    const progress: number[] = [];
    const fetched = port.fetchList('list-ab', (received) => progress.push(received));
    expect(thread.sent).toEqual([{ type: 'fetch', id: 1, name: 'list-ab' }]);
    thread.answer({ type: 'progress', id: 1, received: 10, total: 100 });
    thread.exit();
    await expect(fetched).rejects.toThrow('the hall link stopped before it answered');
    expect(progress).toEqual([10]);
    expect(thread.listeners.size).toBe(0);
  });

  it('fails a watch not yet begun when the thread exits; one answered stands until then', async () => {
    const thread = channel();
    const port = processListPort(thread.end);
    const values: (Uint8Array | null)[] = [];
    const watching = port.watch('designation', (value) => values.push(value));
    thread.answer({ type: 'watching', id: 1 });
    const stop = await watching;
    thread.answer({ type: 'value', id: 1, value: null });
    expect(values).toEqual([null]);
    const second = port.watch('settings', () => undefined);
    thread.exit();
    await expect(second).rejects.toThrow('the hall link stopped before it answered');
    stop();
    expect(thread.sent.at(-1)).toEqual({ type: 'unwatch', id: 1 });
  });

  it('answers a download the hall thread finished, whatever happens to the thread after', async () => {
    const thread = channel();
    const port = processListPort(thread.end);
    const fetched = port.fetchList('list-ab');
    thread.answer({ type: 'fetched', id: 1, bytes: new Uint8Array([1, 2, 3]) });
    thread.exit();
    expect(await fetched).toEqual(new Uint8Array([1, 2, 3]));
  });
});
