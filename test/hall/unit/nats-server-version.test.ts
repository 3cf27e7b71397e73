// Which nats-server the hub runs on (electron/hall/hub/nats-server-version.ts): 2.9.0 or newer, the
// server's own version as it says it when the hub connects.
import { describe, expect, it } from 'vitest';
import { HallError } from '../../../electron/core/hall/wire/hall-errors.ts';
import { checkNatsServerVersion } from '../../../electron/hall/hub/nats-server-version.ts';

describe("the hub's nats-server version", () => {
  it("takes Debian 12's 2.9.10 and anything newer", () => {
    for (const version of ['2.9.0', '2.9.10', '2.10.24', '2.11.0-beta.2', 'v2.12.1', '3.0.0'])
      expect(() => checkNatsServerVersion(version)).not.toThrow();
  });

  it('refuses an older server, naming its version and the one needed', () => {
    for (const version of ['2.8.4', '2.2.0', '1.4.1']) {
      expect(() => checkNatsServerVersion(version)).toThrow(HallError);
      expect(() => checkNatsServerVersion(version)).toThrow(
        `The hub needs nats-server 2.9.0 or newer; this one is ${version}.`,
      );
    }
  });

  it('refuses a server that names no version', () => {
    expect(() => checkNatsServerVersion(undefined)).toThrow('this one is of no stated version');
    expect(() => checkNatsServerVersion('unknown')).toThrow('this one is unknown');
  });
});
