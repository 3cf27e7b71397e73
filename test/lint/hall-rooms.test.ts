// The rooms of the hall's core (HALL_ROOMS in eslint.config.js) shown failing: each planted file is
// linted by the project's own ESLint configuration as if it stood in a room, a new file of that room,
// so the fence it meets is the one its folder gives it. Type-aware rules are switched off (the
// planted files do not exist; the boundary rules read only the import specifiers).
import { expect, it } from 'vitest';
import { boundaryErrors, describeFences, type Fence } from './fence-probe.ts';

const ROOMS: Fence[] = [
  {
    name: 'the wire imports no room of the hall, nor a file left beside them',
    file: 'electron/core/hall/wire/room-probe.ts',
    crossing: [
      ["import { StationLinkStore } from '../station/station-link-store.ts';", 'crossed'],
      ["import type { HubStore } from '../hub/hub-store.ts';", 'crossed'],
      ["import { HallViewStore } from '../view/hall-view-store.ts';", 'crossed'],
      ["import { stray } from '../stray.ts';", 'crossed'],
    ],
    inside: [
      "import { HallError } from './hall-errors.ts';",
      "import type { LogEntry } from '../../log/log-entry.ts';",
      "import { preparedOnce } from '../../store/prepared-once.ts';",
      "import { MAX_TABLE } from '../../../common/limits.ts';",
    ],
  },
  {
    name: "the station's room imports the wire, never the hub's or the view's",
    file: 'electron/core/hall/station/room-probe.ts',
    crossing: [
      ["import { HubStore } from '../hub/hub-store.ts';", 'crossed'],
      ["import { HUB_STORE } from '../hub/hub-migrations/index.ts';", 'crossed'],
      ["import type { HallFeed } from '../view/hall-feed.ts';", 'crossed'],
    ],
    inside: [
      "import { StationLinkStore } from './station-link-store.ts';",
      "import { STATION_LINK } from './link-migrations/index.ts';",
      "import { parseJoinFile } from '../wire/join-file.ts';",
      "import type { ChainHead } from '../../log/challenge-log.ts';",
    ],
  },
  {
    name: "the hub's room imports the wire, never the station's or the view's",
    file: 'electron/core/hall/hub/room-probe.ts',
    crossing: [
      ["import { StationLinkStore } from '../station/station-link-store.ts';", 'crossed'],
      ["import type { AppliedHallSetting } from '../station/station-link-store.ts';", 'crossed'],
      ["import { STATION_LINK } from '../station/link-migrations/index.ts';", 'crossed'],
      ["import { HallViewStore } from '../view/hall-view-store.ts';", 'crossed'],
    ],
    inside: [
      "import { HubStore } from './hub-store.ts';",
      "import { HUB_STORE } from './hub-migrations/index.ts';",
      "import { decodeEntry } from '../wire/hall-messages.ts';",
      "import { mergeLogs } from '../../export/log-merge.ts';",
    ],
  },
  {
    name: "a new file of the view's room reads the hub's store and display, none of the hub's workings",
    file: 'electron/core/hall/view/room-probe.ts',
    crossing: [
      ["import { ingestMessage } from '../hub/hub-ingest.ts';", 'crossed'],
      ["import { exportHall } from '../hub/hub-export.ts';", 'crossed'],
      ["import { designateLexicon } from '../hub/hub-designation.ts';", 'crossed'],
      ["import { HUB_STORE } from '../hub/hub-migrations/index.ts';", 'crossed'],
      ["import type { FaultStore } from '../hub/hub-fault-store.ts';", 'crossed'],
      ["import { hallStatus } from '../hub/hub-status.ts';", 'valueImport'],
      ["import { StationLinkStore } from '../station/station-link-store.ts';", 'crossed'],
    ],
    inside: [
      "import { HallViewStore } from './hall-view-store.ts';",
      "import { HALL_VIEW_TABLES } from './hall-view-migrations/index.ts';",
      "import { visibleText } from '../wire/visible-text.ts';",
      "import { HUB_STORE_FILE, type HubStation } from '../hub/hub-store.ts';",
      "import { looksAlike } from '../hub/hall-display.ts';",
      "import type { StationStatus } from '../hub/hub-status.ts';",
    ],
  },
  {
    name: "the station's link imports the wire and the station's room of the hall's core",
    file: 'electron/hall/station/room-probe.ts',
    crossing: [
      ["import { HubStore } from '../../core/hall/hub/hub-store.ts';", 'crossed'],
      ["import type { StationStatus } from '../../core/hall/hub/hub-status.ts';", 'crossed'],
      ["import { HallViewStore } from '../../core/hall/view/hall-view-store.ts';", 'crossed'],
    ],
    inside: [
      "import { StationLinkStore } from '../../core/hall/station/station-link-store.ts';",
      "import { HUB_LIMITS } from '../../core/hall/wire/hub-limits.ts';",
      "import { Station } from '../../core/station/station.ts';",
    ],
  },
  {
    name: "the hub imports the wire and the hub's room of the hall's core",
    file: 'electron/hall/hub/room-probe.ts',
    crossing: [
      ["import { StationLinkStore } from '../../core/hall/station/station-link-store.ts';", 'crossed'],
      ["import { joinHall } from '../../core/hall/station/station-hall-membership.ts';", 'crossed'],
      ["import { HallFeed } from '../../core/hall/view/hall-feed.ts';", 'crossed'],
    ],
    inside: [
      "import { ingestMessage } from '../../core/hall/hub/hub-ingest.ts';",
      "import { HUB_SUBJECTS } from '../../core/hall/wire/hall-subjects.ts';",
    ],
  },
  {
    name: "a new file of the hall view's server reaches none of the hub's workings, whatever their name",
    file: 'electron/hall/view/room-probe.ts',
    crossing: [
      ["import { StationLinkStore } from '../../core/hall/station/station-link-store.ts';", 'crossed'],
      ["import { HubStore } from '../../core/hall/hub/hub-store.ts';", 'crossed'],
      ["import { ingestMessage } from '../../core/hall/hub/hub-ingest.ts';", 'crossed'],
      ["import { JudgedAgainStore } from '../../core/hall/hub/hub-judged-again-store.ts';", 'crossed'],
      ["import { rejudge } from '../../core/hall/hub/hub-rejudge.ts';", 'crossed'],
      ["import { HubLock } from '../../core/hall/hub/hub-lock.ts';", 'crossed'],
      ["import { stray } from '../../core/hall/stray.ts';", 'crossed'],
    ],
    inside: [
      "import { HallViewStore } from '../../core/hall/view/hall-view-store.ts';",
      "import { currentAlerts } from '../../core/hall/view/hall-alerts.ts';",
      "import { looksAlike } from '../../core/hall/hub/hall-display.ts';",
      "import type { HubStation } from '../../core/hall/hub/hub-records.ts';",
      "import { decodeEntry } from '../../core/hall/wire/hall-messages.ts';",
    ],
  },
];

describeFences(ROOMS);

it('leaves the hall open to the rest of the core, as refusal.ts reads the hall errors', async () => {
  const text = "import { HallError } from './hall/wire/hall-errors.ts';\n";
  expect(await boundaryErrors('electron/core/room-probe.ts', text)).toEqual([]);
});
