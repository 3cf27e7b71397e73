// A hand-written stand-in for the `electron` module (the Electron binary is not needed to test the main
// process). It does nothing an app would see, but records everything the code asks of it, so tests can
// assert on the options, handlers and calls. Use in a test file with
//   vi.mock('electron', () => import('../mocks/electron.ts'));
import { fork, type ChildProcess, type Serializable } from 'node:child_process';
import { EventEmitter } from 'node:events';
import { fileURLToPath, pathToFileURL } from 'node:url';

/** The project folder, which the fake `app.getAppPath()` returns, as Electron does when run from a checkout. */
export const PROJECT_DIR = fileURLToPath(new URL('../../', import.meta.url));

/** An Electron event: records whether a handler called preventDefault(). */
export interface FakeEvent {
  defaultPrevented: boolean;
  preventDefault(): void;
}

/** A fresh event, with any extra properties the real one would carry (url, …). */
export function fakeEvent<Extra extends object>(extra?: Extra): FakeEvent & Extra {
  const event = {
    defaultPrevented: false,
    preventDefault() {
      event.defaultPrevented = true;
    },
    ...extra,
  };
  return event as FakeEvent & Extra;
}

type Listener = (...args: never[]) => unknown;

/** A session: its permission handlers, its header listener and its own events (will-download). */
export class FakeSession extends EventEmitter {
  permissionRequestHandler: Listener | null = null;
  permissionCheckHandler: Listener | null = null;
  headersReceivedListener: Listener | null = null;
  readonly webRequest = {
    onHeadersReceived: (listener: Listener | null): void => {
      this.headersReceivedListener = listener;
    },
  };

  setPermissionRequestHandler(handler: Listener | null): void {
    this.permissionRequestHandler = handler;
  }

  setPermissionCheckHandler(handler: Listener | null): void {
    this.permissionCheckHandler = handler;
  }
}

let nextFrameId = 1;

/** A frame in a page: its URL and the ids that identify it, and its parent (null for a main frame). */
export class FakeWebFrame {
  url: string;
  readonly processId: number;
  readonly routingId: number;
  readonly parent: FakeWebFrame | null;

  constructor(url: string, parent: FakeWebFrame | null = null, processId = 1) {
    this.url = url;
    this.parent = parent;
    this.processId = processId;
    this.routingId = nextFrameId++;
  }
}

let nextContentsId = 1;

/** A page's web contents: its events, main frame and what was done to it. */
export class FakeWebContents extends EventEmitter {
  readonly id = nextContentsId++;
  readonly mainFrame = new FakeWebFrame('about:blank');
  session: FakeSession;
  windowOpenHandler: Listener | null = null;
  readonly insertedCss: string[] = [];
  reloads = 0;

  constructor(session: FakeSession) {
    super();
    this.session = session;
  }

  setWindowOpenHandler(handler: Listener): void {
    this.windowOpenHandler = handler;
  }

  insertCSS(css: string): Promise<string> {
    this.insertedCss.push(css);
    return Promise.resolve(`css-${this.insertedCss.length}`);
  }

  reload(): void {
    this.reloads += 1;
  }

  /** A subframe of this page (an iframe), e.g. to forge an IPC sender. */
  subFrame(url: string): FakeWebFrame {
    return new FakeWebFrame(url, this.mainFrame, this.mainFrame.processId);
  }
}

/** Where the test files are: a window they build themselves is a stand-in, not the app's. */
const TEST_DIR = fileURLToPath(new URL('../', import.meta.url));
const THIS_FILE = fileURLToPath(import.meta.url);

/**
 * Whether the code that called the BrowserWindow constructor is a test file (e.g. a forged second
 * window in the IPC tests) rather than the app. Read from the first stack frame outside this file.
 */
function builtByATest(): boolean {
  const callers = (new Error().stack ?? '')
    .split('\n')
    .map((frame) => /(?:file:\/\/)?(\/[^\s():]+):\d+:\d+/u.exec(frame)?.[1])
    .filter((path) => path !== undefined && path !== THIS_FILE);
  return callers[0]?.startsWith(TEST_DIR) ?? false;
}

/**
 * The lockdown every window the app builds must have, as the kiosk window's guard test states it:
 * an isolated, sandboxed page with no Node anywhere, no <webview>, no devtools once packaged, and a
 * kiosk. Returns what is missing, or null.
 */
function missingLockdown(options: Record<string, unknown>): string | null {
  const preferences = (options['webPreferences'] ?? {}) as Record<string, unknown>;
  const required: [string, unknown, unknown][] = [
    ['webPreferences.contextIsolation', preferences['contextIsolation'], true],
    ['webPreferences.sandbox', preferences['sandbox'], true],
    ['webPreferences.nodeIntegration', preferences['nodeIntegration'], false],
    ['webPreferences.nodeIntegrationInWorker', preferences['nodeIntegrationInWorker'], false],
    ['webPreferences.nodeIntegrationInSubFrames', preferences['nodeIntegrationInSubFrames'], false],
    ['webPreferences.webviewTag', preferences['webviewTag'], false],
    ['kiosk', options['kiosk'], true],
  ];
  if (app.isPackaged) required.push(['webPreferences.devTools', preferences['devTools'], false]);
  const wrong = required.filter(([, actual, expected]) => actual !== expected);
  return wrong.length === 0
    ? null
    : wrong
        .map(([name, actual, expected]) => `${name} is ${String(actual)}, not ${String(expected)}`)
        .join('; ');
}

/**
 * A window: the options it was built with and what happened to it. The app may not build one
 * without {@link missingLockdown}'s preferences: the constructor throws, failing the test that ran
 * the code. Test files may build plain windows to play other pages (forged senders and the like).
 */
export class BrowserWindow extends EventEmitter {
  readonly options: Record<string, unknown>;
  readonly webContents: FakeWebContents;
  readonly loadedFiles: string[] = [];
  destroyed = false;
  minimized = false;
  focusCount = 0;

  constructor(options: Record<string, unknown> = {}) {
    super();
    const missing = builtByATest() ? null : missingLockdown(options);
    if (missing !== null) throw new Error(`A window was built without the kiosk's lockdown: ${missing}.`);
    this.options = options;
    this.webContents = new FakeWebContents(fake.session.defaultSession);
    fake.windows.push(this);
    // Electron announces every new web contents before anything is loaded into it.
    app.emit('web-contents-created', fakeEvent(), this.webContents);
  }

  loadFile(path: string): Promise<void> {
    this.loadedFiles.push(path);
    this.webContents.mainFrame.url = pathToFileURL(path).href;
    return Promise.resolve();
  }

  /** Asks the window to close, as the window manager would; returns whether it closed. */
  close(): boolean {
    const event = fakeEvent();
    this.emit('close', event);
    if (event.defaultPrevented) return false;
    this.destroyed = true;
    this.emit('closed');
    return true;
  }

  isDestroyed(): boolean {
    return this.destroyed;
  }

  isMinimized(): boolean {
    return this.minimized;
  }

  restore(): void {
    this.minimized = false;
  }

  show(): void {}

  focus(): void {
    this.focusCount += 1;
  }
}

/** The app: its events, whether it is packaged or ready, the single-instance lock and how it was told to stop. */
export class FakeApp extends EventEmitter {
  isPackaged = false;
  /** Set once someone waits for whenReady(): the fake app is ready as soon as asked. */
  ready = false;
  singleInstanceLockFree = true;
  quitCount = 0;
  exitCodes: number[] = [];

  requestSingleInstanceLock(): boolean {
    return this.singleInstanceLockFree;
  }

  whenReady(): Promise<void> {
    this.ready = true;
    return Promise.resolve();
  }

  isReady(): boolean {
    return this.ready;
  }

  getAppPath(): string {
    return PROJECT_DIR;
  }

  quit(): void {
    this.quitCount += 1;
  }

  exit(code = 0): void {
    this.exitCodes.push(code);
  }
}

/** Who the fake renderer is when the preload invokes a channel (null: invocations are only recorded). */
export interface RendererIdentity {
  readonly sender: FakeWebContents;
  readonly senderFrame: FakeWebFrame | null;
}

/** A display's place and size in screen pixels (Electron's Rectangle). */
export interface DisplayBounds {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** The fake primary display: a 1280×800 screen, as on the station's usual kiosk. */
export const DEFAULT_DISPLAY_BOUNDS: Readonly<DisplayBounds> = { x: 0, y: 0, width: 1280, height: 800 };

/** Everything recorded, reset by {@link resetFake}. */
export const fake = {
  session: { defaultSession: new FakeSession() },
  windows: [] as BrowserWindow[],
  ipcHandlers: new Map<string, (event: unknown, ...args: unknown[]) => unknown>(),
  applicationMenus: [] as unknown[],
  powerSaveBlocks: [] as string[],
  exposed: new Map<string, unknown>(),
  invocations: [] as { channel: string; args: unknown[] }[],
  renderer: null as RendererIdentity | null,
  errorBoxes: [] as { title: string; content: string }[],
  /** The primary display's bounds, which the fake `screen` reports. */
  primaryDisplayBounds: { ...DEFAULT_DISPLAY_BOUNDS },
  /** Every utility process started, as it was asked for. */
  utilityProcesses: [] as { modulePath: string; args: string[]; options: { serviceName?: string } }[],
};

export const app = new FakeApp();

export const session = fake.session;

export const ipcMain = {
  handle(channel: string, handler: (event: unknown, ...args: unknown[]) => unknown): void {
    if (fake.ipcHandlers.has(channel))
      throw new Error(`Attempted to register a second handler for '${channel}'`);
    fake.ipcHandlers.set(channel, handler);
  },
  removeHandler(channel: string): void {
    fake.ipcHandlers.delete(channel);
  },
};

export const Menu = {
  setApplicationMenu(menu: unknown): void {
    fake.applicationMenus.push(menu);
  },
};

export const powerSaveBlocker = {
  start(type: string): number {
    fake.powerSaveBlocks.push(type);
    return fake.powerSaveBlocks.length;
  },
};

/** The displays, read from {@link fake.primaryDisplayBounds}. Like Electron's, it throws before the app is ready. */
export const screen = {
  getPrimaryDisplay(): { id: number; bounds: DisplayBounds } {
    if (!app.isReady()) throw new Error("Cannot use the 'screen' module before the app is ready");
    return { id: 1, bounds: { ...fake.primaryDisplayBounds } };
  },
};

export const dialog = {
  showErrorBox(title: string, content: string): void {
    fake.errorBoxes.push({ title, content });
  },
};

export const contextBridge = {
  exposeInMainWorld(key: string, api: unknown): void {
    fake.exposed.set(key, api);
  },
};

export const ipcRenderer = {
  /** Records the call and, when {@link fake.renderer} is set, runs main's handler as that sender would. */
  invoke(channel: string, ...args: unknown[]): Promise<unknown> {
    fake.invocations.push({ channel, args });
    const handler = fake.ipcHandlers.get(channel);
    if (fake.renderer === null) return Promise.resolve(undefined);
    if (handler === undefined) return Promise.reject(new Error(`No handler registered for '${channel}'`));
    const identity = fake.renderer;
    return Promise.resolve().then(() => handler(identity, ...args));
  },
};

/** Forgets everything recorded and puts the app back as it starts: unpackaged, not ready, lock free, no listeners, a 1280×800 display. */
export function resetFake(): void {
  app.removeAllListeners();
  app.isPackaged = false;
  app.ready = false;
  app.singleInstanceLockFree = true;
  app.quitCount = 0;
  app.exitCodes = [];
  fake.session.defaultSession = new FakeSession();
  fake.windows.length = 0;
  fake.ipcHandlers.clear();
  fake.applicationMenus.length = 0;
  fake.powerSaveBlocks.length = 0;
  fake.exposed.clear();
  fake.invocations.length = 0;
  fake.renderer = null;
  fake.errorBoxes.length = 0;
  fake.primaryDisplayBounds = { ...DEFAULT_DISPLAY_BOUNDS };
  fake.utilityProcesses.length = 0;
}

/** Where a fake utility process starts: it gives the module Electron's process.parentPort. */
const UTILITY_CHILD = fileURLToPath(new URL('./utility-process-child.ts', import.meta.url));

/**
 * Electron's utility process, run as a Node child: the same events ('spawn', 'message' with the
 * message itself, 'exit' with a code) and methods, and in the child the same process.parentPort.
 */
export class FakeUtilityProcess extends EventEmitter {
  readonly #child: ChildProcess;

  constructor(modulePath: string, args: string[]) {
    super();
    this.#child = fork(UTILITY_CHILD, [modulePath, ...args], {
      serialization: 'advanced',
      stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    });
    this.#child.on('spawn', () => this.emit('spawn'));
    this.#child.on('message', (message) => this.emit('message', message));
    this.#child.on('exit', (code) => this.emit('exit', code ?? 1));
  }

  get pid(): number | undefined {
    return this.#child.pid;
  }

  postMessage(message: unknown): void {
    this.#child.send(message as Serializable);
  }

  kill(): boolean {
    return this.#child.kill();
  }
}

export const utilityProcess = {
  fork(modulePath: string, args: string[] = [], options: { serviceName?: string } = {}): FakeUtilityProcess {
    fake.utilityProcesses.push({ modulePath, args, options });
    return new FakeUtilityProcess(modulePath, args);
  },
};
