import type { MigratedFile } from '../../../store/migration-runner.ts';
import { up as hallLink } from './0001-hall-link.ts';
import { up as hallSettingsApplied } from './0002-hall-settings-applied.ts';
import { up as hallSettingsValues } from './0003-hall-settings-values.ts';
import { up as ackedAt } from './0004-acked-at.ts';

/** The station's hall link (`hall.sqlite`) as the migration runner knows it. */
export const STATION_LINK: MigratedFile = {
  what: "station's hall link",
  migrations: [hallLink, hallSettingsApplied, hallSettingsValues, ackedAt],
};
