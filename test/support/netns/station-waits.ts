// What the network tests wait for at a station: its hall link's lines (it calls the hub unreachable,
// it connects again), and its first entries reaching the hub.
import type { StationProcess } from '../hall/station-process.ts';
import { until } from '../until.ts';
import { hubVerified } from './hub-readings.ts';

/** The hall link's line when it calls its connection dead. */
export const UNREACHABLE = 'hall: the hub is unreachable';
/** The hall link's line when it has connected again. */
export const AGAIN = 'hall: connected to the hub again';

/** How many of the station's hall lines so far start with `text`. */
export function said(station: StationProcess, text: string): number {
  return station.events().filter((line) => line.startsWith(text)).length;
}

/** Waits until the hub at `hubDir` holds some of station `name`'s entries: the station is publishing. */
export async function publishing(hubDir: string, name: string): Promise<void> {
  await until(() => (hubVerified(hubDir)[name] ?? 0) > 0, `the hub holds entries of ${name}`, {
    timeoutMs: 30_000,
    intervalMs: 100,
  });
}
