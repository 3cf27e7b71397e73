// The list receiver's port on the judging thread, over the hall process (hall-link-process.ts): the
// watch and the download run there, on the station's one connection to its hub; only the whole
// list, checked and installed by the receiver, touches the judging thread.
import type { FromHallProcess, ToHallProcess } from './hall-process-messages.ts';
import { HallSettingsMissing, type HallListPort } from './list-port.ts';

/** One end of the channel to the hall process. */
export interface HallProcessChannel {
  readonly send: (message: ToHallProcess) => void;
  /** Calls `listener` with each message from the hall process; returns a function that stops it. */
  readonly listen: (listener: (message: FromHallProcess) => void) => () => void;
  /** Settles when the hall process has exited: whatever it was asked and has not answered never will be. */
  readonly exited: Promise<unknown>;
}

/** Why a watch or a download the hall process had not answered fails. */
const THREAD_GONE = 'the hall link stopped before it answered';

/** A {@link HallListPort} whose watches and downloads run on the hall process. */
export function processListPort(channel: HallProcessChannel): HallListPort {
  let next = 0;
  return {
    watch: (key, onValue) =>
      new Promise((resolve, reject) => {
        const id = (next += 1);
        const unlisten = channel.listen((message) => {
          if (!('id' in message) || message.id !== id) return;
          if (message.type === 'value') onValue(message.value);
          else if (message.type === 'watching')
            resolve(() => {
              unlisten();
              channel.send({ type: 'unwatch', id });
            });
          else if (message.type === 'watch-failed') {
            unlisten();
            reject(message.missing ? new HallSettingsMissing() : new Error(message.message));
          }
        });
        channel.send({ type: 'watch', id, key });
        // Settled already once watching: then this changes nothing.
        void channel.exited.then(() => {
          unlisten();
          reject(new Error(THREAD_GONE));
        });
      }),
    fetchList: (name, onProgress) =>
      new Promise((resolve, reject) => {
        const id = (next += 1);
        const unlisten = channel.listen((message) => {
          if (!('id' in message) || message.id !== id) return;
          if (message.type === 'progress') onProgress?.(message.received, message.total);
          else if (message.type === 'fetched') {
            unlisten();
            resolve(message.bytes);
          } else if (message.type === 'fetch-failed') {
            unlisten();
            reject(new Error(message.message));
          }
        });
        channel.send({ type: 'fetch', id, name });
        void channel.exited.then(() => {
          unlisten();
          reject(new Error(THREAD_GONE));
        });
      }),
  };
}
