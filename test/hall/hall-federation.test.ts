// A hall on a federation's NATS (docs/HALL-GUIDE.md, "A federation's NATS"): a real nats-server in operator
// mode (an operator, a system account and the hall's account, each a signed JWT, resolved from
// memory), TLS from an authority of the federation's own, JetStream on. The hub runs
// `hall start --nats URL --creds HUB.creds` and spawns no nats-server; each station is invited with
// the creds file the federation issued it, whose user may use only that station's own subjects;
// stations join, judge and sync, and `hall status` and `hall export` show their entries.
import { encodeAccount, encodeOperator, encodeUser, fmtCreds } from '@nats-io/jwt';
import { createAccount, createOperator, createUser } from '@nats-io/nkeys';
import { jetstream } from '@nats-io/jetstream';
import { connect, credsAuthenticator } from '@nats-io/transport-node';
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { bucketReaderPermissions, FEDERATION_HUB_PERMISSIONS } from '../../electron/hall/hub/nats-config.ts';
import { stationSubjects } from '../../electron/core/hall/wire/hall-subjects.ts';
import { parseJoinFile } from '../../electron/core/hall/wire/join-file.ts';
import {
  ensureCertificateAuthority,
  hubTlsFiles,
  issueServerCertificate,
} from '../../electron/hall/hub/hub-certificates.ts';
import { parseCsv, runCli } from '../cli/run-cli.ts';
import { makeTempDir, removeTempDir } from '../support/temp-dir.ts';
import { freePort, killPid, NATS_SERVER, type HubProcess } from '../support/hall/hall-fixture.ts';
import { useHallSuite } from '../support/hall/hub-suite.ts';

// The federation's server and each test's folder, after the hub (the suite stops its hubs first).
const { cleanups, startHub } = useHallSuite();

// SIGTERM (a server stops cleanly), SIGKILL after 10 s; by its own pid.
async function stopChild(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null || child.pid === undefined) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  killPid(child.pid, 'SIGTERM');
  const timer = setTimeout(() => killPid(child.pid ?? 0), 10_000);
  await exited;
  clearTimeout(timer);
}

/** A process whose output is gathered, to wait for a line. */
interface Watched {
  readonly child: ChildProcess;
  readonly output: () => string;
  readonly waitFor: (text: string) => Promise<void>;
}

function watch(child: ChildProcess, what: string): Watched {
  cleanups.push(() => stopChild(child));
  let text = '';
  child.stdout?.on('data', (chunk: Buffer) => (text += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (text += chunk.toString()));
  return {
    child,
    output: () => text,
    waitFor: async (wanted) => {
      const until = Date.now() + 20_000;
      while (!text.includes(wanted)) {
        if (Date.now() > until || child.exitCode !== null)
          throw new Error(`${what} output never held ${wanted}:\n${text}`);
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    },
  };
}

type Permissions = Parameters<typeof encodeUser>[3];

/** The federation: its server, its authority, and the hall account's operator issuing users. */
interface Federation {
  readonly url: string;
  readonly caFile: string;
  readonly server: Watched;
  /** A creds file for a new user of the hall's account with these permissions (expiring at `exp`, in seconds). */
  readonly creds: (name: string, permissions: Permissions, exp?: number) => Promise<string>;
}

async function startFederation(root: string): Promise<Federation> {
  if (NATS_SERVER === null) throw new Error('nats-server is not installed');
  const dir = join(root, 'federation');
  mkdirSync(dir, { recursive: true });
  // The federation's own authority and a server certificate from it, made as the hub makes its own.
  await ensureCertificateAuthority(dir, 'Test Federation');
  await issueServerCertificate(dir, { dns: ['localhost'], ips: ['127.0.0.1'] });
  const tls = hubTlsFiles(dir);

  const operator = createOperator();
  const system = createAccount();
  const hallAccount = createAccount();
  const unlimited = {
    subs: -1,
    conn: -1,
    leaf: -1,
    imports: -1,
    exports: -1,
    data: -1,
    payload: -1,
    wildcards: true,
    // JetStream is on for an account only with storage limits of its own.
    mem_storage: -1,
    disk_storage: -1,
    streams: -1,
    consumer: -1,
  };
  const operatorJwt = await encodeOperator('Test Federation', operator, {
    system_account: system.getPublicKey(),
  });
  const accounts = {
    [system.getPublicKey()]: await encodeAccount('SYS', system, {}, { signer: operator }),
    [hallAccount.getPublicKey()]: await encodeAccount(
      'HALL',
      hallAccount,
      { limits: unlimited },
      { signer: operator },
    ),
  };
  const port = await freePort();
  const q = (value: string): string => JSON.stringify(value);
  const config = join(dir, 'nats-server.conf');
  writeFileSync(
    config,
    `server_name: federation
host: "127.0.0.1"
port: ${port}
pid_file: ${q(join(dir, 'nats-server.pid'))}
operator: ${q(operatorJwt)}
system_account: ${q(system.getPublicKey())}
resolver: MEMORY
resolver_preload: {
${Object.entries(accounts)
  .map(([key, jwt]) => `  ${key}: ${q(jwt)}`)
  .join('\n')}
}
jetstream {
  store_dir: ${q(join(dir, 'jetstream'))}
}
tls {
  cert_file: ${q(tls.serverCert)}
  key_file: ${q(tls.serverKey)}
  timeout: 5
}
`,
  );
  const server = watch(
    spawn(NATS_SERVER, ['-c', config], { stdio: ['ignore', 'pipe', 'pipe'] }),
    'nats-server',
  );
  await server.waitFor('Server is ready');
  return {
    url: `tls://127.0.0.1:${port}`,
    caFile: tls.caCert,
    server,
    creds: async (name, permissions, exp) => {
      const user = createUser();
      const jwt = await encodeUser(name, user, hallAccount, permissions, exp === undefined ? {} : { exp });
      const file = join(dir, `${name}.creds`);
      writeFileSync(file, fmtCreds(jwt, user), { mode: 0o600 });
      return file;
    },
  };
}

/** What the federation grants one station of hall `hallId`: its own subjects, nothing else. */
function stationPermissions(hallId: string, token: string): Permissions {
  const own = stationSubjects(hallId, token);
  // Its own subjects, and the read permissions of the hall's buckets, for the hall's list and settings.
  return {
    pub: { allow: [own.entries, own.state, ...bucketReaderPermissions(hallId)] },
    sub: { allow: [`${own.inboxPrefix}.>`] },
  };
}

/**
 * What the federation grants the hub (docs/HALL-GUIDE.md lists the same): JetStream's API and
 * acknowledgements, its own inbox, every station's state subject, and an answer to each request
 * it receives (the receipts go to each station's own inbox).
 */
const HUB_PERMISSIONS: Permissions = {
  pub: { allow: [...FEDERATION_HUB_PERMISSIONS.publish] },
  sub: { allow: [...FEDERATION_HUB_PERMISSIONS.subscribe] },
  resp: { max: 1, ttl: 0 },
};

// The suite's hub (hub-suite.ts) on the federation's NATS: no --listen, no nats-server of its own.
function startFederatedHub(hubDir: string, federation: Federation, hubCreds: string): HubProcess {
  return startHub(
    hubDir,
    null,
    ['--no-view', '--name', 'Federation Hall', '--nats', federation.url, '--creds', hubCreds],
    // The hub checks a federation's servers against the system's authorities: here the
    // federation's own authority is added to them, as an administrator would add it.
    { NODE_EXTRA_CA_CERTS: federation.caFile },
  );
}

function judgeSome(dataDir: string, plays: readonly string[][]): void {
  for (const [index, words] of plays.entries()) {
    const result = runCli(dataDir, 'judge', ...words, '--table', String(index + 1));
    expect(result.status === 0 || result.status === 1).toBe(true);
  }
}

describe.skipIf(NATS_SERVER === null)("a hall on a federation's NATS (hall start --nats --creds)", () => {
  // Each test starts an operator-mode nats-server, a hub and stations, and runs some twenty
  // commands: 21–27 s on two cores when alone, against the 30 s default.
  it('invites stations with the creds the federation issued; they join, judge and sync, and the hub shows and exports their entries', async () => {
    const root = makeTempDir('hall-federation');
    cleanups.push(() => removeTempDir(root));
    const federation = await startFederation(root);
    const hubDir = join(root, 'hub');
    const hub = startFederatedHub(hubDir, federation, await federation.creds('hub', HUB_PERMISSIONS));
    await hub.waitFor('is running');
    expect(hub.output()).toContain(`NATS at ${federation.url}`);
    // Nothing was spawned: no nats-server of the hub's own, no configuration or authority for one.
    expect(existsSync(join(hubDir, 'nats-server.conf'))).toBe(false);
    expect(existsSync(join(hubDir, 'nats-server.pid'))).toBe(false);
    const hallId = (JSON.parse(runCli(hubDir, '--json', 'hall', 'status').stdout) as { hallId: string })
      .hallId;

    const invite = (name: string, out: string, ...args: string[]) =>
      runCli(hubDir, 'hall', 'invite', name, '--out', out, ...args);
    const stations = await Promise.all(
      ['station1', 'station2'].map(async (token, index) => ({
        name: `Station ${index + 1}`,
        token,
        creds: await federation.creds(token, stationPermissions(hallId, token)),
        joinFile: join(root, `${token}.join`),
        dataDir: join(root, token),
      })),
    );
    for (const station of stations) {
      const invited = invite(
        station.name,
        station.joinFile,
        '--creds',
        station.creds,
        '--server',
        federation.url,
        '--ca',
        federation.caFile,
      );
      expect(invited.stderr).toBe('');
      expect(invited.status).toBe(0);
      expect(invited.stdout).toContain(`token ${station.token}`);
      const join = parseJoinFile(readFileSync(station.joinFile, 'utf8'));
      expect(join).toMatchObject({
        hallId,
        token: station.token,
        servers: [federation.url],
        ca: readFileSync(federation.caFile, 'utf8'),
        auth: { kind: 'creds', creds: readFileSync(station.creds, 'utf8') },
      });
    }
    // The hub keeps no key for them: the federation's servers check their users, not the hub's.
    const status0 = JSON.parse(runCli(hubDir, '--json', 'hall', 'status').stdout) as {
      stations: { name: string; state: string }[];
    };
    expect(status0.stations.map(({ name, state }) => [name, state])).toEqual([
      ['Station 1', 'never-joined'],
      ['Station 2', 'never-joined'],
    ]);

    for (const [index, station] of stations.entries()) {
      judgeSome(station.dataDir, index === 0 ? [['QI'], ['ZZZQ', 'QI'], ['ZA']] : [['QI'], ['ZA']]);
      expect(runCli(station.dataDir, 'hall', 'join', station.joinFile).status).toBe(0);
      const synced = runCli(station.dataDir, 'hall', 'sync', '--timeout', '20');
      expect(synced.stderr).toBe('');
      expect(synced.status).toBe(0);
      expect(synced.stdout).toContain('holds and verified every entry');
    }
    judgeSome(stations[0]?.dataDir ?? '', [['QI', 'ZA']]);
    expect(runCli(stations[0]?.dataDir ?? '', 'hall', 'sync').status).toBe(0);
    const show = JSON.parse(runCli(stations[1]?.dataDir ?? '', '--json', 'hall', 'show').stdout) as {
      connected: boolean;
      pending: number;
    };
    expect(show).toMatchObject({ connected: true, pending: 0 });

    const status = runCli(hubDir, '--json', 'hall', 'status');
    expect(status.status).toBe(0);
    const rows = (
      JSON.parse(status.stdout) as {
        stations: { name: string; entries: number; chain: string; state: string; behind: number }[];
      }
    ).stations.map(({ name, entries, chain, state, behind }) => ({ name, entries, chain, state, behind }));
    // Each station's plays and the hall-joined event its join recorded.
    expect(rows).toEqual([
      { name: 'Station 1', entries: 5, chain: 'verified', state: 'online', behind: 0 },
      { name: 'Station 2', entries: 3, chain: 'verified', state: 'online', behind: 0 },
    ]);
    const text = runCli(hubDir, 'hall', 'status').stdout;
    expect(text).toContain('Hall "Federation Hall": 2 stations');
    expect(text).toMatch(
      /^Station 1 \(calls itself "Challenge Station"\) — (online|syncs from the command line; last sync \S+)$/mu,
    );
    expect(text).toMatch(/^ {2}entries 5, .* behind 0$/mu);

    const exported = runCli(hubDir, 'hall', 'export', '--to', join(root, 'export'));
    expect(exported.status).toBe(0);
    expect(exported.stdout).toContain('Exported 8 entries from 2 stations');
    const csv = parseCsv(readFileSync(join(root, 'export', 'merged.csv'), 'utf8').replace(/^\uFEFF/u, ''));
    expect(csv.slice(csv.findIndex((row) => row[0] === 'seq'))).toHaveLength(1 + 8);

    // The hub and the stations did all of that within what the federation granted them.
    expect(federation.server.output()).not.toContain('Violation');

    // The federation's server, not the station's good will, keeps a station to its own subjects.
    const one = parseJoinFile(readFileSync(stations[0]?.joinFile ?? '', 'utf8'));
    if (one.auth.kind !== 'creds' || one.ca === null) throw new Error('a creds join file was expected');
    const nc = await connect({
      servers: one.servers,
      authenticator: credsAuthenticator(new TextEncoder().encode(one.auth.creds)),
      inboxPrefix: stationSubjects(hallId, one.token).inboxPrefix,
      tls: { ca: one.ca },
    });
    const errors: string[] = [];
    void (async () => {
      for await (const event of nc.status()) if (event.type === 'error') errors.push(String(event.error));
    })();
    await expect(
      jetstream(nc).publish(stationSubjects(hallId, 'station2').entries, '{"seq":1}', { timeout: 2_000 }),
    ).rejects.toThrow();
    nc.subscribe(`${stationSubjects(hallId, 'station2').inboxPrefix}.>`);
    await nc.flush();
    await new Promise((resolve) => setTimeout(resolve, 300));
    await nc.close();
    expect(errors.join('\n')).toMatch(/Permissions Violation for Publish/iu);
    expect(errors.join('\n')).toMatch(/Permissions Violation for Subscription/iu);

    // Revoked at the hub: the hub answers the station as revoked (exit 24 there). Ending its user
    // on the federation's servers is the federation's revocation, not the hub's.
    expect(runCli(hubDir, 'hall', 'revoke', 'Station 2').status).toBe(0);
    judgeSome(stations[1]?.dataDir ?? '', [['QI']]);
    const refused = runCli(stations[1]?.dataDir ?? '', 'hall', 'sync', '--timeout', '5');
    expect(refused.status).toBe(24);
    expect(refused.stderr).toContain('revoked');
    expect(hub.output()).not.toMatch(/CANNOT|not reachable|Permissions Violation/iu);
  }, 120_000);

  it('refuses a creds file that is not one station’s own in this hall (exit 21) and --creds without --server (exit 2), writing nothing', async () => {
    const root = makeTempDir('hall-federation');
    cleanups.push(() => removeTempDir(root));
    const federation = await startFederation(root);
    const hubDir = join(root, 'hub');
    // Stopped again at once: the refusals need only the hub's folder and hall id.
    const hub = startFederatedHub(hubDir, federation, await federation.creds('hub', HUB_PERMISSIONS));
    await hub.waitFor('is running');
    const hallId = (JSON.parse(runCli(hubDir, '--json', 'hall', 'status').stdout) as { hallId: string })
      .hallId;
    const out = join(root, 's.join');
    const invite = (file: string, ...args: string[]) =>
      runCli(hubDir, 'hall', 'invite', 'Station 9', '--out', out, '--creds', file, ...args);
    const refused = (file: string, message: string, ...args: string[]): void => {
      const result = invite(file, '--server', federation.url, ...args);
      expect(result.stderr).toContain(message);
      expect(result.status).toBe(21);
      expect(existsSync(out)).toBe(false);
    };

    const good = await federation.creds('station9', stationPermissions(hallId, 'station9'));
    const noServer = invite(good);
    expect(noServer.status).toBe(2);
    expect(noServer.stderr).toContain('with --creds, give --server URL');
    const caAlone = runCli(hubDir, 'hall', 'invite', 'Station 9', '--out', out, '--ca', federation.caFile);
    expect(caAlone.status).toBe(2);
    const badServer = invite(good, '--server', 'nats.example');
    expect(badServer.status).toBe(2);
    expect(badServer.stderr).toContain('expected tls://HOST:PORT');

    refused(join(root, 'missing.creds'), 'cannot be read (ENOENT)');
    writeFileSync(join(root, 'garbage.creds'), 'user = "station9"\npassword = "secret"\n');
    refused(join(root, 'garbage.creds'), 'is not a NATS creds file');
    // A JWT altered after the account signed it: here, its permissions widened.
    const text = readFileSync(good, 'utf8');
    const jwt = /[\w-]+\.[\w-]+\.[\w-]+/u.exec(text)?.[0] ?? '';
    const [header = '', payload = '', signature = ''] = jwt.split('.');
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as {
      nats: { pub: { allow: string[] } };
    };
    claims.nats.pub.allow = [`hall.${hallId}.>`];
    const altered = `${header}.${Buffer.from(JSON.stringify(claims)).toString('base64url')}.${signature}`;
    writeFileSync(join(root, 'altered.creds'), text.replace(jwt, altered));
    refused(join(root, 'altered.creds'), "signature is not its issuer's");
    // The seed of another user beside this user's JWT.
    const otherSeed =
      /SU[A-Z2-7]{56}/u.exec(readFileSync(await federation.creds('x', {}), 'utf8'))?.[0] ?? '';
    writeFileSync(join(root, 'mixed.creds'), text.replace(/SU[A-Z2-7]{56}/u, otherSeed));
    refused(join(root, 'mixed.creds'), "not the key of its JWT's user");
    // Permissions wider than one station's own, none at all, or another hall's.
    refused(
      await federation.creds('wide', { pub: { allow: [`hall.${hallId}.>`] }, sub: { allow: ['>'] } }),
      "does not limit its user to one station's own subjects",
    );
    refused(await federation.creds('open', {}), 'may publish on anything and subscribe to anything');
    refused(
      await federation.creds('elsewhere', stationPermissions('otherhall', 'station9')),
      'is for another hall',
    );
    refused(
      await federation.creds(
        'expired',
        stationPermissions(hallId, 'station9'),
        Math.floor(Date.now() / 1000) - 60,
      ),
      'expired at',
    );
    // A token already given to a station.
    expect(invite(good, '--server', federation.url).status).toBe(0);
    const again = runCli(
      hubDir,
      'hall',
      'invite',
      'Station 10',
      '--out',
      join(root, 't.join'),
      '--creds',
      good,
      '--server',
      federation.url,
    );
    expect(again.status).toBe(21);
    expect(again.stderr).toContain('already the station "Station 9"');
  }, 120_000);
});
