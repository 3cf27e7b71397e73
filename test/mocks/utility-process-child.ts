// Runs a module as Electron's utility process runs it: with process.parentPort, whose messages come
// as `{ data }` events. The fake `utilityProcess` (electron.ts) forks this file with the module's
// path first; the port is laid over Node's IPC channel, which this child's own code never sees.
import { pathToFileURL } from 'node:url';

const [entry] = process.argv.splice(2, 1);
const send = process.send?.bind(process);
if (entry === undefined || send === undefined) throw new Error('started by the fake utilityProcess only');
Object.assign(process, {
  parentPort: {
    postMessage: (message: unknown) => send(message as never),
    on: (_event: 'message', listener: (event: { data: unknown }) => void) =>
      process.on('message', (data) => {
        listener({ data });
      }),
  },
});
await import(pathToFileURL(entry).href);
