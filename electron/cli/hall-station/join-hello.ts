// The hello `hall join` says to the hub: one state message, so the hub shows the station as joined
// before its first sync.
import type { NatsConnection } from '@nats-io/transport-node';
import type { Station } from '../../core/station/station.ts';
import { publisherSource } from '../../hall/station/station-hall.ts';
import type { StationLink } from '../../hall/station/station-link-assembly.ts';

/** How long `hall join` tries to say hello to the hub: never longer, and never failing the join. */
const HELLO_MS = 3_000;

/** What became of the hello `hall join` says to the hub. */
export interface Hello {
  /** The hub answered the station's state. */
  readonly answered: boolean;
  /** The hub answered that this station's invitation was revoked. */
  readonly revoked: boolean;
  /** Why it did not answer, in words; null when it did. */
  readonly problem: string | null;
  /** The connection failed: the command exits once done (see exitOnceDone). */
  readonly failed?: true;
}

/**
 * Sends the hub one state message (presence on-demand: a station used from the command line),
 * so the hub shows the station as joined before its first sync. Bounded by {@link HELLO_MS}; a hub
 * out of reach, or one that has not yet let the station in, is said, never an error: the station is
 * joined all the same and publishes when it can.
 */
export async function sayHello(station: Station, link: StationLink): Promise<Hello> {
  const deadline = Date.now() + HELLO_MS;
  let nc: NatsConnection | null = null;
  try {
    nc = await link.connect({ timeoutMs: HELLO_MS - 500 });
    const publisher = link.publisher(nc, publisherSource(station, 'on-demand'));
    const receipt = await publisher.sendState(Math.max(500, deadline - Date.now()));
    return receipt === null
      ? { answered: false, revoked: false, problem: 'The hub did not answer.' }
      : { answered: true, revoked: receipt.revoked, problem: null };
  } catch (error) {
    // Not exited here: `hall join --new-station` goes on to wait for the hall's list.
    return { answered: false, revoked: false, problem: (error as Error).message, failed: true };
  } finally {
    await nc?.close().catch(() => undefined);
  }
}

/** What `hall join` says of its hello. */
export function helloLine(hello: Hello): string {
  if (hello.revoked)
    return 'The hub answers that this invitation was revoked: ask the director for a new join file.';
  if (hello.answered) return 'The hub answered: it shows this station as joined.';
  return `The hub did not answer now (${hello.problem ?? ''}); the station is joined all the same and publishes when the hub answers.`;
}
