// Each fence of the shells and the screen (eslint.config.js, CONTRIBUTING.md "Layout") fails when
// crossed: the project's own ESLint configuration lints purpose-made text as if it were a file inside
// the fenced folder. Type-aware rules are switched off (the fences need no types, and the probe files
// do not exist).
import { describeFences, type Fence } from './fence-probe.ts';

const fences: Fence[] = [
  {
    name: 'the preload imports only electron, the channel list and the API client',
    file: 'electron/preload/probe.ts',
    crossing: [
      ["import { z } from 'zod';", 'crossed'],
      ["import { CHANNELS } from '../ipc/contract.ts';", 'crossed'],
      ["import type { StationApi } from '../ipc/contract.ts';", 'crossed'],
      ["import { Station } from '../core/station/station.ts';", 'crossed'],
      ["import { MAX_TABLE } from '../common/limits.ts';", 'crossed'],
      ["import { readFileSync } from 'node:fs';", 'crossed'],
    ],
    inside: [
      "import { contextBridge, ipcRenderer } from 'electron';",
      "import { stationApiOver } from '../ipc/station-api-client.ts';",
      "import { CHANNELS } from '../ipc/channels.ts';",
    ],
  },
  {
    name: 'the renderer imports the contract only by `import type`, and no zod or core',
    file: 'renderer/src/kiosk/probe.tsx',
    crossing: [
      ["import { CHANNELS } from '../../../electron/ipc/contract.ts';", 'valueImport'],
      // Under verbatimModuleSyntax an inline `type` leaves `import {} from …`, which loads zod.
      ["import { type StationApi } from '../../../electron/ipc/contract.ts';", 'valueImport'],
      ["export { CONTRACT } from '../../../electron/ipc/contract.ts';", 'valueImport'],
      ["const contract = import('../../../electron/ipc/contract.ts');", 'valueImport'],
      // The groups' declarations are reached through contract.ts only, which re-exports their types.
      ["import type { KioskState } from '../../../electron/ipc/contract/kiosk.ts';", 'crossed'],
      ["import { stationConfigSchema } from '../../../electron/core/station/station-config.ts';", 'crossed'],
      ["import type { Station } from '../../../electron/core/station/station.ts';", 'crossed'],
      ["import { dispatch } from '../../../electron/handlers/dispatch.ts';", 'crossed'],
      ["import { z } from 'zod';", 'crossed'],
      ["import { readFileSync } from 'node:fs';", 'crossed'],
    ],
    inside: [
      "import type { StationApi } from '../../../electron/ipc/contract.ts';",
      "export type { KioskState } from '../../../electron/ipc/contract.ts';",
      "import { SECRET_HEADER } from '../../../electron/ipc/channels.ts';",
      "import { stationApiOver } from '../../../electron/ipc/station-api-client.ts';",
      "import { MAX_TABLE } from '../../../electron/common/limits.ts';",
      "import { getAlphabet } from '../../../electron/common/alphabets/index.ts';",
      "import { consoleReducer } from '../console/console-machine.ts';",
      "import { useState } from 'react';",
      "import { createRoot } from 'react-dom/client';",
    ],
  },
  {
    name: 'the kiosk and the console load neither the hall view contract nor its virtualised list',
    file: 'renderer/src/console/probe.tsx',
    crossing: [
      ["import type { HallViewApi } from '../../../electron/ipc/hall-view-contract.ts';", 'crossed'],
      ["import { useVirtualizer } from '@tanstack/react-virtual';", 'crossed'],
    ],
    inside: ["import { useIntl } from 'react-intl';"],
  },
  {
    name: 'the hall view imports its contract only by `import type`, and no zod or core',
    file: 'renderer/src/hall/probe.tsx',
    crossing: [
      ["import { HALL_VIEW_CONTRACT } from '../../../electron/ipc/hall-view-contract.ts';", 'valueImport'],
      ["import type { StationApi } from '../../../electron/ipc/contract.ts';", 'crossed'],
      ["import { HubStore } from '../../../electron/core/hall/hub/hub-store.ts';", 'crossed'],
      ["import { z } from 'zod';", 'crossed'],
    ],
    inside: [
      "import type { HallViewApi } from '../../../electron/ipc/hall-view-contract.ts';",
      "import { useVirtualizer } from '@tanstack/react-virtual';",
      "import { SECRET_HEADER } from '../../../electron/ipc/channels.ts';",
      "import { PinField } from '../console/ui/PinField.tsx';",
      "import { useState } from 'react';",
    ],
  },
  {
    name: 'the channel list and the API client, which the screen loads, import the contract only as types',
    file: 'electron/ipc/station-api-client.ts',
    crossing: [
      ["import { CHANNELS } from './contract.ts';", 'valueImport'],
      ["import { z } from 'zod';", 'crossed'],
      ["import { MAX_TABLE } from '../common/limits.ts';", 'crossed'],
    ],
    inside: ["import type { StationApi } from './contract.ts';", "import { CHANNELS } from './channels.ts';"],
  },
  {
    name: 'the contract imports common, the station config schema and zod, nothing of the shells',
    file: 'electron/ipc/contract.ts',
    crossing: [
      ["import { dispatch } from '../handlers/dispatch.ts';", 'crossed'],
      ["import { Station } from '../core/station/station.ts';", 'crossed'],
      ["import { app } from 'electron';", 'crossed'],
    ],
    inside: [
      "import { z } from 'zod';",
      "import { stationConfigSchema } from '../core/station/station-config.ts';",
      "import { MAX_TABLE } from '../common/limits.ts';",
      "import { CHANNELS } from './channels.ts';",
    ],
  },
  {
    name: "a group's declarations import zod, common, the station config schema and the channel list",
    file: 'electron/ipc/contract/probe.ts',
    crossing: [
      ["import { dispatch } from '../../handlers/dispatch.ts';", 'crossed'],
      ["import { Station } from '../../core/station/station.ts';", 'crossed'],
      ["import { ipcRenderer } from 'electron';", 'crossed'],
    ],
    inside: [
      "import { z } from 'zod';",
      "import { stationConfigSchema } from '../../core/station/station-config.ts';",
      "import { MAX_TABLE } from '../../common/limits.ts';",
      "import type { Group } from '../channels.ts';",
      "import { answer } from './declaration.ts';",
    ],
  },
  {
    name: 'the handlers import neither shell, nor electron',
    file: 'electron/handlers/probe.ts',
    crossing: [
      ["import { setupIpc } from '../main/ipc.ts';", 'crossed'],
      ["import { startWebStation } from '../web/web-station.ts';", 'crossed'],
      ["import { ipcMain } from 'electron';", 'crossed'],
      ["import { stationApiOver } from '../../renderer/src/station-api.ts';", 'crossed'],
    ],
    inside: [
      "import { Station } from '../core/station/station.ts';",
      "import { CONTRACT } from '../ipc/contract.ts';",
      "import { MAX_TABLE } from '../common/limits.ts';",
      "import { dispatch } from './dispatch.ts';",
      "import { join } from 'node:path';",
    ],
  },
  {
    name: 'the Electron shell imports not the web station',
    file: 'electron/main/probe.ts',
    crossing: [
      ["import { startWebStation } from '../web/web-station.ts';", 'crossed'],
      ["import { startSessionSite } from '../site/session-site.ts';", 'crossed'],
      ["import { startHub } from '../hall/hub/hub-runner.ts';", 'crossed'],
      ["import { stationLexiconCommands } from '../cli/lexicon-commands.ts';", 'crossed'],
    ],
    inside: [
      "import { app } from 'electron';",
      "import { StationHandlers } from '../handlers/station-handlers.ts';",
      "import { Station } from '../core/station/station.ts';",
      "import { CHANNELS } from '../ipc/channels.ts';",
      "import { setupIpc } from './ipc.ts';",
      "import { join } from 'node:path';",
    ],
  },
  {
    name: 'the web station imports not the Electron shell, nor electron',
    file: 'electron/web/probe.ts',
    crossing: [
      ["import { setupIpc } from '../main/ipc.ts';", 'crossed'],
      ["import { resourcesDir } from '../main/app-paths.ts';", 'crossed'],
      ["import { app } from 'electron';", 'crossed'],
    ],
    inside: [
      "import { StationHandlers } from '../handlers/station-handlers.ts';",
      "import { Station } from '../core/station/station.ts';",
      "import { SECRET_HEADER } from '../ipc/channels.ts';",
      "import { startSessionSite } from '../site/session-site.ts';",
      "import { Command } from 'commander';",
      "import { createServer } from 'node:http';",
    ],
  },
  {
    name: "the web station starts the station's hall link, never the hub or the hall view",
    file: 'electron/web/probe.ts',
    crossing: [
      ["import { startHub } from '../hall/hub/hub-runner.ts';", 'crossed'],
      ["import { startHallView } from '../hall/view/hall-view-server.ts';", 'crossed'],
    ],
    inside: ["import { startStationHallControl } from '../hall/station/station-hall-control.ts';"],
  },
  {
    name: 'the session site knows neither the web station nor the hall view',
    file: 'electron/site/probe.ts',
    crossing: [
      ["import { startWebStation } from '../web/web-station.ts';", 'crossed'],
      ["import { HallViewHandlers } from '../hall/view/hall-view-handlers.ts';", 'crossed'],
      ["import { Station } from '../core/station/station.ts';", 'crossed'],
      ["import { z } from 'zod';", 'crossed'],
    ],
    inside: [
      "import { SECRET_HEADER } from '../ipc/channels.ts';",
      "import { CONTENT_SECURITY_POLICY } from '../ipc/content-security-policy.ts';",
      "import { SiteSession } from './site-session.ts';",
      "import { createServer } from 'node:http';",
    ],
  },
  {
    name: "the station's hall link never imports the hub or the hall view",
    file: 'electron/hall/station/probe.ts',
    crossing: [
      ["import { startHub } from '../hub/hub-runner.ts';", 'crossed'],
      ["import { hubSeed } from '../hub/hub-identity.ts';", 'crossed'],
      ["import { startHallView } from '../view/hall-view-server.ts';", 'crossed'],
      ["import { startWebStation } from '../../web/web-station.ts';", 'crossed'],
      ["import { app } from 'electron';", 'crossed'],
      ["import { EXIT } from '../../cli/exit-codes.ts';", 'crossed'],
      ["import { createUser } from '@nats-io/nkeys';", 'crossed'],
    ],
    inside: [
      "import { connect } from '@nats-io/transport-node';",
      "import { jetstream } from '@nats-io/jetstream';",
      "import { StationLinkStore } from '../../core/hall/station/station-link-store.ts';",
      "import { StationPublisher } from './station-publisher.ts';",
      "import { setTimeout } from 'node:timers/promises';",
    ],
  },
  {
    name: "the hub imports neither the station's link nor the hall view's server",
    file: 'electron/hall/hub/probe.ts',
    crossing: [
      ["import { startStationHall } from '../station/station-hall.ts';", 'crossed'],
      ["import { startHallView } from '../view/hall-view-server.ts';", 'crossed'],
      ["import { HallViewPort } from '../view/hall-view-port.ts';", 'valueImport'],
      ["import { startSessionSite } from '../../site/session-site.ts';", 'crossed'],
      ["import { dispatch } from '../../handlers/dispatch.ts';", 'crossed'],
      ["import { z } from 'zod';", 'crossed'],
    ],
    inside: [
      "import type { HallViewPort } from '../view/hall-view-port.ts';",
      "import { HubStore } from '../../core/hall/hub/hub-store.ts';",
      "import { jetstream } from '@nats-io/jetstream';",
      "import * as x509 from '@peculiar/x509';",
      "import { NatsSupervisor } from './nats-supervisor.ts';",
      "import { spawn } from 'node:child_process';",
    ],
  },
  {
    name: "the hall view reads the hub's store only through its port",
    file: 'electron/hall/view/probe.ts',
    crossing: [
      ["import { HubStore } from '../../core/hall/hub/hub-store.ts';", 'crossed'],
      ["import type { HubStore } from '../../core/hall/hub/hub-store.ts';", 'crossed'],
      ["import { FaultStore } from '../../core/hall/hub/hub-fault-store.ts';", 'crossed'],
      ["import { withHubShelf } from '../../core/hall/hub/hub-lexicon-shelf.ts';", 'crossed'],
      ["import { exportHall } from '../../core/hall/hub/hub-export.ts';", 'crossed'],
      ["import { designateLexicon } from '../../core/hall/hub/hub-designation.ts';", 'crossed'],
      ["import { hallStatus } from '../../core/hall/hub/hub-status.ts';", 'valueImport'],
      ["import { hubViewPort } from '../hub/hub-view-port.ts';", 'crossed'],
      ["import { startStationHall } from '../station/station-hall.ts';", 'crossed'],
      ["import { connect } from '@nats-io/transport-node';", 'crossed'],
      ["import { startWebStation } from '../../web/web-station.ts';", 'crossed'],
    ],
    inside: [
      "import type { HallViewPort } from './hall-view-port.ts';",
      "import type { StationStatus } from '../../core/hall/hub/hub-status.ts';",
      "import { HallViewStore } from '../../core/hall/view/hall-view-store.ts';",
      "import { startSessionSite } from '../../site/session-site.ts';",
      "import { HALL_VIEW_CONTRACT } from '../../ipc/hall-view-contract.ts';",
      "import { createServer } from 'node:http';",
    ],
  },
];

describeFences(fences);
