// `hall invite --again` without a running hub: which stations it renews and which it refuses, the
// files it writes (the same invitation, a new key, the addresses given) and the keys it changes.
import { fromSeed } from '@nats-io/nkeys';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { HubStore } from '../../../electron/core/hall/hub/hub-store.ts';
import { hallTlsName, readJoinFile } from '../../../electron/core/hall/wire/join-file.ts';
import { inviteAgain, joinFileName } from '../../../electron/hall/hub/hub-invite-again.ts';
import { inviteStation } from '../../../electron/hall/hub/hub-invite.ts';
import { useTempDirs } from '../../support/temp-dir.ts';

const tempDir = useTempDirs();
const SERVERS = ['tls://10.0.0.9:4222'];

async function hubWith(names: readonly string[]): Promise<{ hubDir: string; store: HubStore }> {
  const hubDir = tempDir();
  const store = new HubStore(hubDir, { create: true });
  for (const name of names)
    await inviteStation(store, {
      hubDir,
      name,
      out: join(hubDir, `${name}.first`),
      servers: ['tls://10.0.0.1:4222'],
    });
  return { hubDir, store };
}

const publicKeyOf = (file: string): string => {
  const { auth } = readJoinFile(file);
  if (auth.kind !== 'nkey') throw new Error('not an NKey invitation');
  return fromSeed(new TextEncoder().encode(auth.seed)).getPublicKey();
};

describe('hall invite --again', () => {
  it("writes one station's file with the same token, the hall's name, the addresses given and a new key", async () => {
    const { hubDir, store } = await hubWith(['Station 3', 'Station 4']);
    try {
      const before = store.stations.byName('Station 3');
      const out = join(hubDir, 'again.join');
      const [written] = await inviteAgain(store, { hubDir, name: 'station 3', out, servers: SERVERS });
      const file = readJoinFile(out);
      expect(written?.out).toBe(out);
      expect(file.token).toBe(before?.token);
      expect(file.servers).toEqual(SERVERS);
      expect(file.tlsName).toBe(hallTlsName(store.settings.hallId()));
      expect(file.formatVersion).toBe(2);
      expect(statSync(out).mode & 0o777).toBe(0o600);
      // The hub holds the new key's public half in place of the old one; the other station keeps its own.
      expect(store.stations.byName('Station 3')?.publicKey).toBe(publicKeyOf(out));
      expect(publicKeyOf(join(hubDir, 'Station 3.first'))).not.toBe(publicKeyOf(out));
      expect(store.stations.byName('Station 4')?.publicKey).toBe(
        publicKeyOf(join(hubDir, 'Station 4.first')),
      );
    } finally {
      store.close();
    }
  });

  it('writes every station not revoked into a folder, one file each named after it', async () => {
    const { hubDir, store } = await hubWith(['Station 3', 'Table 12', 'Gone']);
    try {
      store.stations.revoke('Gone', new Date());
      const out = join(hubDir, 'again');
      const written = await inviteAgain(store, { hubDir, name: null, out, servers: SERVERS });
      expect(written.map((item) => item.name)).toEqual(['Station 3', 'Table 12']);
      expect(readdirSync(out).sort()).toEqual(['station-3.join', 'table-12.join']);
      for (const item of written)
        expect(store.stations.byName(item.name)?.publicKey).toBe(publicKeyOf(item.out));
    } finally {
      store.close();
    }
  });

  it('refuses a revoked station, a name never invited and a hall with none, changing nothing', async () => {
    const { hubDir, store } = await hubWith(['Station 3']);
    try {
      const key = store.stations.byName('Station 3')?.publicKey;
      const out = join(hubDir, 'x.join');
      await expect(inviteAgain(store, { hubDir, name: 'Station 9', out })).rejects.toThrow(
        /No station named "Station 9" is invited/u,
      );
      store.stations.revoke('Station 3', new Date());
      await expect(inviteAgain(store, { hubDir, name: 'Station 3', out })).rejects.toThrow(
        /"Station 3" was revoked at .*cannot be written again/u,
      );
      await expect(inviteAgain(store, { hubDir, name: null, out })).rejects.toThrow(/No station is invited/u);
      expect(existsSync(out)).toBe(false);
      expect(store.stations.byName('Station 3')?.publicKey).toBe(key);
    } finally {
      store.close();
    }
  });

  it("refuses a federation's station: the hub holds no credentials of its to write", async () => {
    const hubDir = tempDir();
    const store = new HubStore(hubDir, { create: true });
    try {
      store.stations.invite('Fed 1', 'fedtoken1', null, new Date());
      await expect(
        inviteAgain(store, { hubDir, name: 'Fed 1', out: join(hubDir, 'f.join') }),
      ).rejects.toThrow(/federation's NATS/u);
      await expect(inviteAgain(store, { hubDir, name: null, out: join(hubDir, 'all') })).rejects.toThrow(
        /federation's NATS/u,
      );
    } finally {
      store.close();
    }
  });

  it('names each file after its station in lower-case letters, digits and hyphens', () => {
    expect(joinFileName('Station 3')).toBe('station-3.join');
    expect(joinFileName('  Tâble 12! ')).toBe('table-12.join');
    expect(joinFileName('***')).toBe('station.join');
  });
});
