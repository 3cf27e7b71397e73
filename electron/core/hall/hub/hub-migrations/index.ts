import type { MigratedFile } from '../../../store/migration-runner.ts';
import { up as initial } from './0001-initial.ts';
import { up as stationHealth } from './0002-station-health.ts';
import { up as designationsAndView } from './0003-designations-and-view.ts';
import { up as judgedAgain } from './0004-judged-again.ts';
import { up as stationHallReport } from './0005-station-hall-report.ts';
import { up as judgedAgainCounts } from './0006-judged-again-counts.ts';
import { up as streamSettled } from './0007-stream-settled.ts';
import { up as carriedSettings } from './0008-carried-settings.ts';
import { up as keptBytes } from './0009-kept-bytes.ts';
import { up as alertMessages } from './0010-alert-messages.ts';
import { up as clockSkew } from './0011-clock-skew.ts';
import { up as stationQuietSince } from './0012-station-quiet-since.ts';

/** The hub's store (`hub.sqlite`) as the migration runner knows it: entry N brings version N to N + 1. */
export const HUB_STORE: MigratedFile = {
  what: "hub's store",
  migrations: [
    initial,
    stationHealth,
    designationsAndView,
    judgedAgain,
    stationHallReport,
    judgedAgainCounts,
    streamSettled,
    carriedSettings,
    keptBytes,
    alertMessages,
    clockSkew,
    stationQuietSince,
  ],
};
