import { createUser, fromSeed } from '@nats-io/nkeys';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/** The hub's own NATS identity (an NKey seed kept in its folder, readable only by its owner). */
export function hubSeed(hubDir: string): { seed: string; publicKey: string } {
  const path = join(hubDir, 'hub-user.nk');
  if (!existsSync(path)) {
    mkdirSync(hubDir, { recursive: true });
    writeFileSync(path, new TextDecoder().decode(createUser().getSeed()), { mode: 0o600 });
  }
  const seed = readFileSync(path, 'utf8').trim();
  return { seed, publicKey: fromSeed(new TextEncoder().encode(seed)).getPublicKey() };
}
