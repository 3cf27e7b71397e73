// @ts-check
import js from '@eslint/js';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';
import boundaries from './eslint/import-boundaries.js';
import citations from './eslint/no-development-citations.js';

// The core runs and is tested in plain Node, so it may never reach for Electron or React.
const coreMessage = 'electron/core is pure TypeScript: no Electron or React here.';
const forbiddenInCore = {
  paths: ['electron', 'react', 'react-dom'].map((name) => ({ name, message: coreMessage })),
  patterns: [{ group: ['electron/*', 'react/*', 'react-dom/*'], message: coreMessage }],
};

/**
 * One fence: the import-boundaries rule for the given files. A later fence for the same files replaces
 * an earlier one whole (ESLint keeps the last options of a rule), so a narrower fence comes after.
 * @param {string[]} files
 * @param {import('./eslint/import-boundaries.js').Boundary} boundary
 */
const fence = (files, boundary) => ({
  files,
  rules: { 'boundaries/import-boundaries': ['error', boundary] },
});

// ---- The hall's rooms. ----
// The hall is three programs, the station's link, the hub and the hall view (electron/hall/station,
// hub, view), over the core's pure hall logic, which stands in four rooms of electron/core/hall:
// wire (what both sides speak), station, hub and view. Each folder below names the rooms of the
// hall's core it may import; the rest of electron/core/hall is shut to it, so a new file there is
// fenced by the folder it stands in, whatever its name. `reads` are files of a shut room the folder
// may still import, `typesOnly` files it may import only as types. The rest of the core stays open to
// every room. test/lint/hall-rooms.test.ts shows each fence failing.
const HALL_CORE = 'electron/core/hall';
/** @type {Record<string, { rooms: string[], reads?: string[], typesOnly?: string[] }>} */
const HALL_ROOMS = {
  [`${HALL_CORE}/wire`]: { rooms: ['wire'] },
  [`${HALL_CORE}/station`]: { rooms: ['station', 'wire'] },
  [`${HALL_CORE}/hub`]: { rooms: ['hub', 'wire'] },
  // The view's store opens the hub's file; its alerts name stations and lists as the hub's screens do.
  [`${HALL_CORE}/view`]: {
    rooms: ['view', 'wire'],
    reads: ['hub/hub-store.ts', 'hub/hall-display.ts'],
    typesOnly: ['hub/hub-status.ts'],
  },
  'electron/hall/station': { rooms: ['station', 'wire'] },
  'electron/hall/hub': { rooms: ['hub', 'wire'] },
  // The hub's store, and the core's functions that take it whole, stay behind the view's port
  // (electron/hall/view/hall-view-port.ts).
  'electron/hall/view': {
    rooms: ['view', 'wire'],
    reads: ['hub/hall-display.ts'],
    typesOnly: ['hub/hub-status.ts', 'hub/hub-records.ts'],
  },
};

/**
 * The part of a fence the hall's rooms make for `folder`, a key of HALL_ROOMS: all of the hall's core
 * denied but the rooms and files it may read.
 * @param {string} folder
 */
const hallRooms = (folder) => {
  const { rooms, reads = [], typesOnly = [] } = HALL_ROOMS[folder];
  return {
    deny: [HALL_CORE],
    except: [...rooms, ...reads].map((path) => `${HALL_CORE}/${path}`),
    typesOnly: typesOnly.map((path) => `${HALL_CORE}/${path}`),
  };
};

/** What a room of the hall's core may import of the hall, in words. @param {string} folder */
const hallRoomsMessage = (folder) => {
  const { rooms, reads = [], typesOnly = [] } = HALL_ROOMS[folder];
  const also = [...reads, ...typesOnly.map((path) => `${path} (types only)`)];
  return `${folder} imports, of the hall's core, only its ${rooms.join(' and ')} room${rooms.length > 1 ? 's' : ''}${also.length > 0 ? ` and ${also.join(', ')}` : ''} (HALL_ROOMS in eslint.config.js); the rest of the core is open.`;
};

export default tseslint.config(
  { ignores: ['node_modules', 'dist', 'coverage', 'docs', '.vite'] },
  js.configs.recommended,
  ...tseslint.configs.strictTypeChecked,
  {
    languageOptions: {
      globals: globals.node,
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
    },
    rules: {
      '@typescript-eslint/restrict-template-expressions': ['error', { allowNumber: true }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_' }],
      '@typescript-eslint/no-confusing-void-expression': [
        'error',
        { ignoreArrowShorthand: true, ignoreVoidReturningFunctions: true },
      ],
      eqeqeq: 'error',
      'no-console': 'off',
    },
  },
  // The text says what the product does, never which issue, stage of the work or development machine
  // it came from; scripts/check-citations.ts checks the files ESLint does not read.
  {
    plugins: { citations },
    rules: { 'citations/no-development-citations': 'error' },
  },
  {
    files: ['renderer/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  {
    files: ['electron/core/**'],
    rules: {
      'no-restricted-imports': ['error', forbiddenInCore],
    },
  },
  // The folders' boundaries (see CONTRIBUTING.md, "Layout"). Each rule resolves relative imports to the folder
  // they reach, so a fence holds however many `../` a path has.
  {
    plugins: { boundaries },
  },
  // The shell's and the screen's fences: what the screen and the sandboxed preload load stays free of
  // zod and the core; handlers serve both shells, so they know neither; the two shells know nothing of
  // each other.
  fence(['renderer/**'], {
    allow: ['renderer', 'electron/common', 'electron/ipc/channels.ts', 'electron/ipc/station-api-client.ts'],
    typesOnly: ['electron/ipc/contract.ts'],
    packages: ['react', 'react-dom', 'react-intl'],
    message:
      "the screen imports its own files, electron/common, the channel list and the API client, and the contract only as types, so zod and the core's config schema stay out of its bundle; of packages only react, react-dom and react-intl.",
  }),
  // Later than renderer/** so it wins for these files: the hall view also has its own contract and a
  // virtualised feed, which the kiosk and the console never load.
  fence(['renderer/hall/**', 'renderer/src/hall/**'], {
    allow: ['renderer', 'electron/common', 'electron/ipc/channels.ts'],
    typesOnly: ['electron/ipc/hall-view-contract.ts'],
    packages: ['react', 'react-dom', 'react-intl', '@tanstack/react-virtual'],
    message:
      "the hall view imports the screen's files, electron/common, the channel list, and its contract only as types; of packages only react, react-dom, react-intl (its languages, as the kiosk's) and @tanstack/react-virtual.",
  }),
  fence(['electron/preload/**'], {
    allow: ['electron/ipc/channels.ts', 'electron/ipc/station-api-client.ts'],
    packages: ['electron'],
    message:
      'the sandboxed preload imports only electron, the channel list and the API client: no zod, no core, no generic send.',
  }),
  fence(['electron/ipc/**'], {
    allow: [
      'electron/ipc',
      'electron/common',
      'electron/core/station/station-config.ts',
      'electron/core/station/hall-setting-schemas.ts',
    ],
    packages: ['zod'],
    message:
      "electron/ipc is the contract between the shells and the screen: it imports electron/common, the core's station config schema (and the hall's settings' schemas built from it) and zod, and nothing of the shells.",
  }),
  // Later than electron/ipc/** so it wins for these files: the screen and the preload load them.
  fence(['electron/ipc/channels.ts', 'electron/ipc/station-api-client.ts'], {
    allow: ['electron/ipc/channels.ts'],
    typesOnly: ['electron/ipc/contract.ts'],
    packages: false,
    message:
      'the screen and the preload load this file: it imports only the channel list, and the contract only as types.',
  }),
  fence(['electron/handlers/**'], {
    allow: ['electron/handlers', 'electron/core', 'electron/ipc', 'electron/common'],
    packages: ['node:'],
    message:
      'the handlers serve both shells: they import the core, ipc and common, never main/ or web/, and not electron (the web station runs them in plain Node).',
  }),
  fence(['electron/main/**'], {
    allow: [
      'electron/main',
      'electron/handlers',
      'electron/core',
      'electron/ipc',
      'electron/common',
      'electron/hall/station',
    ],
    packages: ['electron', 'node:'],
    message:
      "the Electron shell imports the handlers, the core, ipc, common and the station's hall link, never the web station.",
  }),
  fence(['electron/web/**'], {
    allow: [
      'electron/web',
      'electron/handlers',
      'electron/core',
      'electron/ipc',
      'electron/common',
      'electron/site',
      'electron/hall/station',
    ],
    packages: ['node:', 'commander'],
    message:
      "the web station is the plain-Node shell: it imports the handlers, the core, ipc, common, the session site and the station's hall link (electron/hall/station), never the Electron shell or electron.",
  }),
  // The session site: a launch secret exchanged once for a cookie, and the guards every request
  // passes. The web station and the hall view both serve one; it knows neither.
  fence(['electron/site/**'], {
    allow: ['electron/site', 'electron/ipc/channels.ts', 'electron/ipc/content-security-policy.ts'],
    packages: ['node:'],
    message:
      "electron/site is the session site the web station and the hall view share: it imports itself, the channel names and the content security policy, and Node's built-ins; neither of its users.",
  }),
  // The hall is three programs in three rooms over the core's pure hall logic (electron/core/hall,
  // in rooms of its own: HALL_ROOMS above): the station's link, the hub and the hall view. Both
  // shells start the station's link; the CLI starts the hub and its view. test/lint/fences.test.ts
  // shows each fence failing.
  fence(['electron/hall/station/**'], {
    allow: ['electron/hall/station', 'electron/core', 'electron/common'],
    ...hallRooms('electron/hall/station'),
    packages: ['node:', '@nats-io/transport-node', '@nats-io/jetstream', '@nats-io/kv', '@nats-io/obj'],
    message:
      "electron/hall/station is the station's link to its hall: it imports itself, the core (of the hall's only the wire and the station's room), common, Node's built-ins and the NATS clients (with its KV and Object Store); never the hub or the hall view, a shell or the CLI.",
  }),
  fence(['electron/hall/hub/**'], {
    allow: ['electron/hall/hub', 'electron/core', 'electron/common'],
    ...hallRooms('electron/hall/hub'),
    typesOnly: [...hallRooms('electron/hall/hub').typesOnly, 'electron/hall/view/hall-view-port.ts'],
    packages: [
      'node:',
      '@nats-io/transport-node',
      '@nats-io/jetstream',
      '@nats-io/kv',
      '@nats-io/obj',
      '@nats-io/nkeys',
      '@peculiar/x509',
      'reflect-metadata',
    ],
    message:
      "electron/hall/hub is the hub: it imports itself, the core (of the hall's only the wire and the hub's room), common, Node's built-ins, the NATS and certificate packages, and the hall view's port only as a type; never the station's link, the view's server, a shell or the CLI.",
  }),
  fence(['electron/hall/view/**'], {
    allow: [
      'electron/hall/view',
      'electron/core',
      'electron/common',
      'electron/site',
      'electron/ipc/hall-view-contract.ts',
    ],
    ...hallRooms('electron/hall/view'),
    packages: ['node:'],
    message:
      "electron/hall/view is the hall view's server: it imports itself, the core (of the hall's the wire, the view's room, the hub's hall-display.ts, and hub-status.ts and hub-records.ts as types: the hub's store only through its port, hall-view-port.ts), common, the session site and its contract, and Node's built-ins; never the hub's room, the station's link, a shell or the CLI.",
  }),
  {
    files: ['electron/core/**'],
    rules: {
      'boundaries/import-boundaries': [
        'error',
        {
          deny: [
            'electron/ipc',
            'electron/handlers',
            'electron/main',
            'electron/preload',
            'electron/web',
            'electron/cli',
            'electron/hall',
            'electron/site',
          ],
          message:
            'the core knows nothing of its callers: no ipc/, handlers/, main/, preload/, web/, site/, cli/ or hall/.',
        },
      ],
    },
  },
  {
    files: ['electron/cli/**'],
    rules: {
      'boundaries/import-boundaries': [
        'error',
        {
          deny: ['electron/handlers', 'electron/main', 'electron/preload', 'electron/web', 'electron/site'],
          message: 'the CLI calls the core directly, never the handlers or the app shell.',
        },
      ],
    },
  },
  {
    files: ['electron/common/**'],
    rules: {
      'boundaries/import-boundaries': [
        'error',
        {
          allow: ['electron/common'],
          packages: false,
          message:
            'electron/common holds pure modules the core, ipc and renderer all import: it imports only from electron/common, and no package.',
        },
      ],
    },
  },
  // ---- The core's inner fences: the layers inside electron/core. ----
  // The same rule under a second name, so these fences add to the core's outer fence above instead of
  // replacing it (in a flat config a later block's options for one rule replace an earlier block's).
  // test/lint/core-fences.test.ts shows each one failing.
  {
    plugins: { 'core-fences': boundaries },
  },
  {
    files: ['electron/core/store/**'],
    rules: {
      'core-fences/import-boundaries': [
        'error',
        {
          allow: ['electron/core/store', 'electron/core/errors.ts', 'electron/common'],
          message:
            'store/ is the bottom of the core: it imports only itself, errors.ts (which imports nothing), electron/common and packages.',
        },
      ],
    },
  },
  {
    files: ['electron/core/words/**'],
    rules: {
      'core-fences/import-boundaries': [
        'error',
        {
          allow: ['electron/core/words', 'electron/common'],
          message: 'words/ is the bottom of the core: it imports only itself, electron/common and packages.',
        },
      ],
    },
  },
  {
    files: ['electron/core/log/**'],
    rules: {
      'core-fences/import-boundaries': [
        'error',
        {
          deny: ['electron/core/lexicon', 'electron/core/station', 'electron/core/export'],
          message:
            'the log sits below the lexicons, the station and the export: it imports none of lexicon/, station/ or export/.',
        },
      ],
    },
  },
  // The rooms of the hall's core (HALL_ROOMS above).
  ...Object.keys(HALL_ROOMS)
    .filter((folder) => folder.startsWith(`${HALL_CORE}/`))
    .map((folder) => ({
      files: [`${folder}/**`],
      rules: {
        'core-fences/import-boundaries': [
          'error',
          { ...hallRooms(folder), message: hallRoomsMessage(folder) },
        ],
      },
    })),
  // ---- end of the core's inner fences ----
  {
    files: ['**/*.js'],
    ...tseslint.configs.disableTypeChecked,
  },
);
