// The hall bench's bare carry: what it says the stream acknowledged is what the stream holds, sent
// as the hall sends (a message a poll, holding what its station judged since), over TLS to a real
// nats-server on loopback.
import { connect } from '@nats-io/transport-node';
import { jetstream, jetstreamManager } from '@nats-io/jetstream';
import { spawn } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterEach, describe, expect, it } from 'vitest';
import { bareCarryArm } from '../../bench/bare-carry-arm.ts';
import {
  ensureCertificateAuthority,
  hubTlsFiles,
  issueServerCertificate,
} from '../../electron/hall/hub/hub-certificates.ts';
import { freePort, killPid, NATS_SERVER } from '../support/hall/hall-fixture.ts';
import { makeTempDir, removeTempDir } from '../support/temp-dir.ts';

const cleanups: (() => void)[] = [];
afterEach(() => {
  for (const cleanup of cleanups.splice(0).reverse()) cleanup();
});

/** A TLS nats-server of its own on a free loopback port, with the bench's bare stream. */
async function bareServer(): Promise<{ port: number; caFile: string }> {
  if (NATS_SERVER === null) throw new Error('nats-server is not installed');
  const dir = makeTempDir('bare-carry-');
  cleanups.push(() => removeTempDir(dir));
  await ensureCertificateAuthority(dir, 'Bare carry test');
  await issueServerCertificate(dir, { dns: ['localhost'], ips: ['127.0.0.1'] });
  const tls = hubTlsFiles(dir);
  const port = await freePort();
  const config = join(dir, 'nats.conf');
  writeFileSync(
    config,
    `host: "127.0.0.1"\nport: ${port}\njetstream { store_dir: ${JSON.stringify(join(dir, 'js'))} }\n` +
      `tls { cert_file: ${JSON.stringify(tls.serverCert)}, key_file: ${JSON.stringify(tls.serverKey)}, ca_file: ${JSON.stringify(tls.caCert)} }\n`,
  );
  const server = spawn(NATS_SERVER, ['-c', config], { stdio: 'ignore' });
  cleanups.push(() => killPid(server.pid ?? 0));
  return { port, caFile: tls.caCert };
}

describe.skipIf(NATS_SERVER === null)('the hall bench’s bare JetStream carry', () => {
  it('counts what the stream holds, each message what one poll owed its station', async () => {
    const { port, caFile } = await bareServer();
    const nc = await connect({
      servers: `tls://127.0.0.1:${port}`,
      tls: { ca: readFileSync(caFile, 'utf8') },
      waitOnFirstConnect: true,
      timeout: 10_000,
    });
    cleanups.push(() => void nc.close());
    const jsm = await jetstreamManager(nc);
    await jsm.streams.add({ name: 'BENCH_BARE', subjects: ['bench.bare'] });

    // Two stations judging 100 a second each: 2.5 entries owed a 25 ms poll, so 2 or 3 a message.
    const { arm, carried } = bareCarryArm({ port, caFile, stations: 2, core: 0, rate: () => 200 });
    await arm.start?.();
    await sleep(500);
    await arm.stop?.();

    expect(carried.failed).toBe(0);
    expect(carried.messages).toBeGreaterThan(0);
    expect(carried.seconds).toBeGreaterThan(0);
    const held = (await jsm.streams.info('BENCH_BARE')).state.messages;
    expect(held).toBe(carried.messages);
    let entries = 0;
    const consumer = await jetstream(nc).consumers.get('BENCH_BARE');
    const batch = await consumer.fetch({ max_messages: held, expires: 5_000 });
    for await (const message of batch) {
      const count = message.json<unknown[]>().length;
      expect([2, 3]).toContain(count);
      entries += count;
      if (entries >= carried.entries) break;
    }
    expect(entries).toBe(carried.entries);
  });
});
