import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { StationHandlers } from '../../electron/handlers/station-handlers.ts';
import { CHANNELS } from '../../electron/ipc/contract.ts';
import { Station } from '../../electron/core/station/station.ts';
import { REFUSED_MESSAGE, setupIpc } from '../../electron/main/ipc.ts';
import { setUpStation } from '../support/set-up-station.ts';
import { useTempDirs } from '../support/temp-dir.ts';
import {
  BrowserWindow,
  fake,
  resetFake,
  type FakeWebContents,
  type FakeWebFrame,
} from '../mocks/electron.ts';

vi.mock('electron', () => import('../mocks/electron.ts'));

const tempDir = useTempDirs();
const APP_FILE = '/opt/challenge-station/dist/renderer/index.html';
const APP_URL = pathToFileURL(APP_FILE).href;

interface Kiosk {
  readonly station: Station;
  readonly window: BrowserWindow;
  readonly demo: string;
  /** Calls a channel's handler as the given sender would. */
  call(
    channel: string,
    sender: { sender: FakeWebContents; senderFrame: FakeWebFrame | null },
    ...args: unknown[]
  ): Promise<unknown>;
  /** The kiosk window's own main frame, showing the app's page. */
  readonly trusted: { sender: FakeWebContents; senderFrame: FakeWebFrame };
}

let kiosk: Kiosk;

beforeEach(async () => {
  resetFake();
  const station = new Station({ dataDir: tempDir() });
  setUpStation(station);
  const window = new BrowserWindow();
  await window.loadFile(APP_FILE);
  setupIpc(new StationHandlers(station), () => window as never, APP_URL);
  const demo = station.lexicons.offered()[0]?.fingerprint ?? '';
  kiosk = {
    station,
    window,
    demo,
    trusted: { sender: window.webContents, senderFrame: window.webContents.mainFrame },
    call: async (channel, sender, ...args) => {
      const handler = fake.ipcHandlers.get(channel);
      if (handler === undefined) throw new Error(`no handler for ${channel}`);
      return await handler(sender, ...args);
    },
  };
  return () => {
    station.close();
  };
});

/** How many challenges the log holds (set-up's own entry is not one). */
function judged(): number {
  return [...kiosk.station.log.entries()].filter((entry) => entry.kind === 'adjudication').length;
}

describe('IPC handlers', () => {
  it('registers exactly the contract channels', () => {
    expect([...fake.ipcHandlers.keys()].sort()).toEqual(Object.values(CHANNELS).sort());
  });

  it('judges a good kiosk:judge at the station, without per-word results', async () => {
    const answer = await kiosk.call(CHANNELS.judge, kiosk.trusted, {
      words: ['CAT', 'DOG'],
      lexicon: kiosk.demo,
    });
    expect(answer).toEqual({
      ok: true,
      verdict: 'ACCEPTABLE',
      words: ['CAT', 'DOG'],
      lexicon: expect.objectContaining({ name: 'DEMO', fingerprint: kiosk.demo, demo: true }) as unknown,
    });
    expect(JSON.stringify(answer)).not.toMatch(/wordResults|true,\s*true|\[true/u);
    expect(judged()).toBe(1);
  });

  it('says UNACCEPTABLE without saying which word failed', async () => {
    const answer = await kiosk.call(CHANNELS.judge, kiosk.trusted, {
      words: ['CAT', 'XQZT'],
      lexicon: kiosk.demo,
    });
    expect(answer).toMatchObject({ ok: true, verdict: 'UNACCEPTABLE', words: ['CAT', 'XQZT'] });
    expect(Object.keys(answer as object).sort()).toEqual(['lexicon', 'ok', 'verdict', 'words']);
  });

  it('never sends the kiosk a definition or a lexicon symbol', async () => {
    const list = join(tempDir(), 'marked.txt');
    writeFileSync(list, 'CAT# a small feline\nDOG+ a loyal hound\n');
    kiosk.station.importer.importFile(list, 'MARKED');
    kiosk.station.lexicons.offer(['MARKED']);
    const marked = kiosk.station.lexicons.offered()[0]?.fingerprint ?? '';
    // The station does hold them, for word judges…
    expect(kiosk.station.lexicons.notes(kiosk.station.lexicons.get('MARKED'), ['CAT'])).toEqual([
      { definition: 'a small feline', symbols: '#' },
    ]);
    // …but neither the verdict nor the kiosk's state carries them.
    const answers = [
      await kiosk.call(CHANNELS.judge, kiosk.trusted, { words: ['CAT', 'DOG'], lexicon: marked }),
      await kiosk.call(CHANNELS.judge, kiosk.trusted, { words: ['CAT', 'XQZT'], lexicon: marked }),
      await kiosk.call(CHANNELS.kioskState, kiosk.trusted),
    ];
    for (const answer of answers) {
      expect(JSON.stringify(answer)).not.toMatch(/feline|hound|definition|symbols|[#+]/u);
    }
  });

  it('answers kiosk:state with the offered demo lexicon', async () => {
    const state = await kiosk.call(CHANNELS.kioskState, kiosk.trusted);
    expect(state).toMatchObject({ offered: [{ name: 'DEMO', fingerprint: kiosk.demo }], fault: null });
  });

  describe('refuses forged senders, and judges nothing for them', () => {
    const good = (): unknown => ({ words: ['CAT'], lexicon: kiosk.demo });
    const forgeries: Record<string, () => { sender: FakeWebContents; senderFrame: FakeWebFrame | null }> = {
      'a subframe of the kiosk page': () => ({
        sender: kiosk.window.webContents,
        senderFrame: kiosk.window.webContents.subFrame(APP_URL),
      }),
      'another window showing the same page': () => {
        const other = new BrowserWindow();
        void other.loadFile(APP_FILE);
        return { sender: other.webContents, senderFrame: other.webContents.mainFrame };
      },
      'a frame that is gone': () => ({ sender: kiosk.window.webContents, senderFrame: null }),
    };

    it.each(Object.keys(forgeries))('%s', async (name) => {
      const sender = forgeries[name]?.();
      if (sender === undefined) throw new Error(name);
      await expect(kiosk.call(CHANNELS.judge, sender, good())).rejects.toThrow(REFUSED_MESSAGE);
      await expect(kiosk.call(CHANNELS.kioskState, sender)).rejects.toThrow(REFUSED_MESSAGE);
      expect(judged()).toBe(0);
    });

    it.each(['https://evil.example/', 'file:///etc/passwd', `${APP_URL}?x=1`, 'not a url'])(
      'the kiosk window navigated to %s',
      async (url) => {
        kiosk.window.webContents.mainFrame.url = url;
        await expect(kiosk.call(CHANNELS.judge, kiosk.trusted, good())).rejects.toThrow(REFUSED_MESSAGE);
        expect(judged()).toBe(0);
      },
    );

    it('a window that has been closed', async () => {
      kiosk.window.destroyed = true;
      await expect(kiosk.call(CHANNELS.judge, kiosk.trusted, good())).rejects.toThrow(REFUSED_MESSAGE);
      expect(judged()).toBe(0);
    });
  });

  it('accepts the kiosk page with a fragment in its URL', async () => {
    kiosk.window.webContents.mainFrame.url = `${APP_URL}#/verdict`;
    await expect(kiosk.call(CHANNELS.kioskState, kiosk.trusted)).resolves.toMatchObject({ fault: null });
  });

  it.each([
    ['no payload', []],
    ['words not a list', [{ words: 'CAT', lexicon: 'x'.repeat(64) }]],
    ['too many words', [{ words: Array.from({ length: 9 }, () => 'CAT'), lexicon: 'a'.repeat(64) }]],
    ['a lexicon that is not a fingerprint', [{ words: ['CAT'], lexicon: 'DEMO' }]],
    ['an extra field', [{ words: ['CAT'], lexicon: 'a'.repeat(64), wordResults: true }]],
    ['a second argument', [{ words: ['CAT'], lexicon: 'a'.repeat(64) }, 'extra']],
  ] as const)('refuses a bad kiosk:judge payload (%s) with a generic error', async (_name, args) => {
    const refusal = kiosk.call(CHANNELS.judge, kiosk.trusted, ...args);
    await expect(refusal).rejects.toThrow(REFUSED_MESSAGE);
    const error = await refusal.catch((caught: unknown) => caught);
    expect((error as Error).message).toBe(REFUSED_MESSAGE);
    expect(judged()).toBe(0);
  });

  it('refuses a payload on kiosk:state', async () => {
    await expect(kiosk.call(CHANNELS.kioskState, kiosk.trusted, { anything: 1 })).rejects.toThrow(
      REFUSED_MESSAGE,
    );
  });
});
