// An arm of the hall bench's flood row (hall-flood-row.ts): one station's credentials publish
// junk on its entry subject as fast as they can (junk-flood-load.ts, a process of its own) as the
// block starts, so that the hub has all of it to work through while the honest stations catch up
// and judge, and the flood's own CPU is spent before they do. Each block floods as a station of
// its own: the stream refuses a station's messages past its cap for good, so a second flood with
// the same credentials would cost the hub nothing. The block ends once the hub has settled every
// message the flood left in the stream, so that the next block starts with a quiet hub.
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { jetstreamManager } from '@nats-io/jetstream';
import { connect, nkeyAuthenticator, type NatsConnection } from '@nats-io/transport-node';
import { hallNames, stationConsumerName, stationSubjects } from '../electron/core/hall/wire/hall-subjects.ts';
import { readJoinFile, type JoinFile } from '../electron/core/hall/wire/join-file.ts';
import { hubTlsFiles } from '../electron/hall/hub/hub-certificates.ts';
import { hubSeed } from '../electron/hall/hub/hub-identity.ts';
import { nextLine } from './bare-carry-arm.ts';
import type { Arm } from './blocks-in-turn.ts';

/** What the arm's floods did, a figure a block. */
export interface Flooded {
  /** Junk messages each flood sent, and in how many seconds. */
  readonly sent: number[];
  readonly seconds: number[];
  /** Of them, what the stream took (the rest it refused: past the station's cap). */
  readonly stored: number[];
  /** From the block's end until the hub had settled all the flood left. */
  readonly settleSeconds: number[];
}

/** What the hub's stream holds of a station, and what the hub has not settled of it yet. */
export interface FloodHub {
  readonly stored: (joinFile: JoinFile) => Promise<number>;
  /** Delivered and not yet acknowledged, or not delivered yet. */
  readonly unsettled: (joinFile: JoinFile) => Promise<number>;
}

export interface HallFloodOptions {
  /** The join files the blocks flood with, one a block, in turn. */
  readonly joinFiles: readonly string[];
  /** Junk messages a flood sends. */
  readonly count: number;
  /** The core the flood runs on, or null where the cores are not pinned. */
  readonly core: number | null;
  readonly hub: FloodHub;
  /** How long the hub may take to settle a flood. */
  readonly settleTimeoutMs?: number;
}

/** The arm; what its blocks did so far (filled in as each block stops); the running flood's unsettled. */
export function hallFloodArm(options: HallFloodOptions): {
  arm: Arm;
  flooded: Flooded;
  unsettled: () => Promise<number>;
} {
  const flooded: Flooded = { sent: [], seconds: [], stored: [], settleSeconds: [] };
  const script = join(import.meta.dirname, 'junk-flood-load.ts');
  let block = 0;
  let joinFile: JoinFile | null = null;
  const arm: Arm = {
    start: async () => {
      const path = options.joinFiles[block];
      if (path === undefined) throw new Error(`no station left to flood with (block ${block + 1})`);
      block += 1;
      joinFile = readJoinFile(path);
      const argv = [process.execPath, script, path, String(options.count)];
      const [command = '', ...rest] =
        options.core === null ? argv : ['taskset', '-c', String(options.core), ...argv];
      const load = spawn(command, rest, { stdio: ['ignore', 'pipe', 'inherit'] });
      const counts = JSON.parse((await nextLine(load)) ?? '{}') as { sent?: number; seconds?: number };
      if (counts.sent === undefined || counts.seconds === undefined) throw new Error('the flood failed');
      flooded.sent.push(counts.sent);
      flooded.seconds.push(counts.seconds);
    },
    stop: async () => {
      if (joinFile === null) return;
      const flood = joinFile;
      joinFile = null;
      const start = performance.now();
      const until = start + (options.settleTimeoutMs ?? 600_000);
      while ((await options.hub.unsettled(flood)) > 0) {
        if (performance.now() > until) throw new Error('the hub did not settle the flood in time');
        await sleep(100);
      }
      flooded.settleSeconds.push((performance.now() - start) / 1000);
      flooded.stored.push(await options.hub.stored(flood));
    },
  };
  const unsettled = () => (joinFile === null ? Promise.resolve(0) : options.hub.unsettled(joinFile));
  return { arm, flooded, unsettled };
}

/** A connection as the hub's own NATS user, as the hub connects: for reading its consumers' state. */
export async function connectAsHub(hubDir: string, port: number): Promise<NatsConnection> {
  return connect({
    servers: `tls://127.0.0.1:${port}`,
    authenticator: nkeyAuthenticator(new TextEncoder().encode(hubSeed(hubDir).seed)),
    tls: { ca: readFileSync(hubTlsFiles(hubDir).caCert, 'utf8') },
    timeout: 10_000,
    maxReconnectAttempts: -1,
    reconnectTimeWait: 250,
  });
}

/**
 * {@link FloodHub} over a connection as the hub's user: the stream and the hub's consumers as
 * nats-server reports them. A consumer not made yet has settled nothing; an answer that does not
 * come (the server busy past the request's time) counts as not settled yet.
 */
export function floodHub(nc: NatsConnection): FloodHub {
  const jsm = jetstreamManager(nc, { checkAPI: false });
  return {
    stored: async ({ hallId, token }) => {
      const subject = stationSubjects(hallId, token).entries;
      const info = await (await jsm).streams.info(hallNames(hallId).stream, { subjects_filter: subject });
      return info.state.subjects?.[subject] ?? 0;
    },
    unsettled: async ({ hallId, token }) => {
      const info = await (
        await jsm
      ).consumers
        .info(hallNames(hallId).stream, stationConsumerName(hallId, token))
        .catch(() => null);
      return info === null ? Number.POSITIVE_INFINITY : info.num_pending + info.num_ack_pending;
    },
  };
}
