// @peculiar/x509's dependency injection needs the Reflect metadata API, which Node lacks.
import 'reflect-metadata';
import * as x509 from '@peculiar/x509';
import { webcrypto } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { hostname, networkInterfaces } from 'node:os';
import { join } from 'node:path';
import { systemClock, type Clock } from '../../core/clock.ts';

x509.cryptoProvider.set(webcrypto as unknown as Parameters<typeof x509.cryptoProvider.set>[0]);

const ALGORITHM = { name: 'ECDSA', namedCurve: 'P-256', hash: 'SHA-256' } as const;
const DAY_MS = 86_400_000;

/** Where the hub keeps its certificate authority and the server certificate it issues itself. */
export interface HubTlsFiles {
  readonly caCert: string;
  readonly caKey: string;
  readonly serverCert: string;
  readonly serverKey: string;
}

/** The TLS files of the hub in `hubDir`. */
export function hubTlsFiles(hubDir: string): HubTlsFiles {
  const dir = join(hubDir, 'tls');
  return {
    caCert: join(dir, 'ca.pem'),
    caKey: join(dir, 'ca-key.pem'),
    serverCert: join(dir, 'server.pem'),
    serverKey: join(dir, 'server-key.pem'),
  };
}

function pem(label: string, der: ArrayBuffer): string {
  const body = Buffer.from(der)
    .toString('base64')
    .replace(/.{1,64}/gu, '$&\n');
  return `-----BEGIN ${label}-----\n${body}-----END ${label}-----\n`;
}

function derOf(text: string): ArrayBuffer {
  const body = text.replace(/-----(BEGIN|END) [A-Z ]+-----/gu, '').replace(/\s+/gu, '');
  const bytes = Buffer.from(body, 'base64');
  return bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength);
}

function writeSecret(path: string, text: string): void {
  writeFileSync(path, text, { mode: 0o600 });
}

function serial(): string {
  return Buffer.from(webcrypto.getRandomValues(new Uint8Array(16)))
    .toString('hex')
    .replace(/^[89a-f]/u, '1');
}

/**
 * Makes the hall's certificate authority once (kept in the hub's data folder; its key never
 * leaves it). Every join file carries the authority's certificate, so a station trusts only a hub
 * holding a certificate this authority issued.
 */
export async function ensureCertificateAuthority(
  hubDir: string,
  hallName: string,
  clock: Clock = systemClock,
): Promise<string> {
  const files = hubTlsFiles(hubDir);
  if (existsSync(files.caCert) && existsSync(files.caKey)) return readFileSync(files.caCert, 'utf8');
  mkdirSync(join(hubDir, 'tls'), { recursive: true, mode: 0o700 });
  const keys = await webcrypto.subtle.generateKey(ALGORITHM, true, ['sign', 'verify']);
  const now = clock().getTime();
  const cert = await x509.X509CertificateGenerator.createSelfSigned({
    serialNumber: serial(),
    name: `CN=${hallName.replace(/[,=+<>#;"\\]/gu, ' ').trim() || 'Challenge Station hall'} CA`,
    notBefore: new Date(now - DAY_MS),
    notAfter: new Date(now + 5 * 365 * DAY_MS),
    signingAlgorithm: ALGORITHM,
    keys,
    extensions: [
      new x509.BasicConstraintsExtension(true, 0, true),
      new x509.KeyUsagesExtension(x509.KeyUsageFlags.keyCertSign | x509.KeyUsageFlags.cRLSign, true),
      await x509.SubjectKeyIdentifierExtension.create(keys.publicKey),
    ],
  });
  writeSecret(files.caKey, pem('PRIVATE KEY', await webcrypto.subtle.exportKey('pkcs8', keys.privateKey)));
  const text = cert.toString('pem');
  writeFileSync(files.caCert, `${text}\n`);
  return `${text}\n`;
}

/** The names and addresses the hub's machine answers to now: the server certificate must name each. */
export function localNames(extra: readonly string[] = []): { dns: string[]; ips: string[] } {
  const ips = new Set(['127.0.0.1', '::1']);
  for (const list of Object.values(networkInterfaces()))
    for (const item of list ?? []) ips.add(item.address.split('%')[0] ?? item.address);
  const dns = new Set(['localhost', hostname()]);
  for (const name of extra) (/^[\d.]+$|:/u.test(name) ? ips : dns).add(name);
  return { dns: [...dns], ips: [...ips] };
}

/**
 * Issues a fresh server certificate from the hall's authority for the names and addresses the hub
 * has now (a laptop's address changes between events), and writes it beside the authority.
 */
export async function issueServerCertificate(
  hubDir: string,
  names: { dns: string[]; ips: string[] },
  clock: Clock = systemClock,
): Promise<HubTlsFiles> {
  const files = hubTlsFiles(hubDir);
  const caCert = new x509.X509Certificate(readFileSync(files.caCert, 'utf8'));
  const caKey = await webcrypto.subtle.importKey(
    'pkcs8',
    derOf(readFileSync(files.caKey, 'utf8')),
    ALGORITHM,
    false,
    ['sign'],
  );
  const keys = await webcrypto.subtle.generateKey(ALGORITHM, true, ['sign', 'verify']);
  const now = clock().getTime();
  const cert = await x509.X509CertificateGenerator.create({
    serialNumber: serial(),
    subject: 'CN=Challenge Station hall hub',
    issuer: caCert.subject,
    notBefore: new Date(now - DAY_MS),
    notAfter: new Date(now + 365 * DAY_MS),
    signingAlgorithm: ALGORITHM,
    publicKey: keys.publicKey,
    signingKey: caKey,
    extensions: [
      new x509.BasicConstraintsExtension(false, undefined, true),
      new x509.KeyUsagesExtension(
        x509.KeyUsageFlags.digitalSignature | x509.KeyUsageFlags.keyAgreement,
        true,
      ),
      new x509.ExtendedKeyUsageExtension([x509.ExtendedKeyUsage.serverAuth], false),
      new x509.SubjectAlternativeNameExtension([
        ...names.dns.map((value) => ({ type: 'dns' as const, value })),
        ...names.ips.map((value) => ({ type: 'ip' as const, value })),
      ]),
      await x509.AuthorityKeyIdentifierExtension.create(caCert, false),
    ],
  });
  writeSecret(
    files.serverKey,
    pem('PRIVATE KEY', await webcrypto.subtle.exportKey('pkcs8', keys.privateKey)),
  );
  writeFileSync(files.serverCert, `${cert.toString('pem')}\n`);
  return files;
}
