// Joining the hall again after the hub moved, on loopback: `hall invite --again` refuses what it
// cannot renew with a clear error, and a renewed file admits the station where the earlier one no
// longer does; the hub's certificate is checked for the hall's name, so a file naming another hall
// is refused, while a file from before the name (format 1) is admitted as it always was.
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { HallError } from '../../electron/core/hall/wire/hall-errors.ts';
import { hallTlsName, readJoinFile, type JoinFile } from '../../electron/core/hall/wire/join-file.ts';
import { connectStation } from '../../electron/hall/station/station-connection.ts';
import { runCli } from '../cli/run-cli.ts';
import { hubAdmits, hubRefuses, NATS_SERVER } from '../support/hall/hall-fixture.ts';
import { useHallSuite } from '../support/hall/hub-suite.ts';

const suite = useHallSuite();

describe.skipIf(NATS_SERVER === null)('joining again after the hub moved', () => {
  it('renews an invitation: the new file admits the station, the earlier one no longer does', async () => {
    const { root, hubDir } = await suite.runningHub('join-again');
    const first = join(root, 'a.join');
    const again = join(root, 'a-again.join');
    expect(runCli(hubDir, 'hall', 'invite', 'A', '--out', first).status).toBe(0);
    await hubAdmits(first);
    const renewed = runCli(hubDir, '--json', 'hall', 'invite', 'A', '--again', '--out', again);
    expect(renewed.status, renewed.stderr).toBe(0);
    expect(JSON.parse(renewed.stdout)).toMatchObject({ invitedAgain: [{ name: 'A', out: again }] });
    expect(readJoinFile(again).token).toBe(readJoinFile(first).token);
    await hubAdmits(again);
    await hubRefuses(first);
  }, 60_000);

  it("checks the hub's certificate for the hall's name, and a file without one as before", async () => {
    const { root, hubDir } = await suite.runningHub('join-again');
    const file = join(root, 'a.join');
    expect(runCli(hubDir, 'hall', 'invite', 'A', '--out', file).status).toBe(0);
    const join0 = readJoinFile(file);
    expect(join0.tlsName).toBe(hallTlsName(join0.hallId));
    await hubAdmits(file);
    // The same hall's authority, but another hall's name: this certificate does not name that hall.
    const otherName = { ...join0, tlsName: hallTlsName('otherhall') };
    const refused = await connectStation(otherName, { timeoutMs: 3_000 }).then(
      async (nc) => {
        await nc.close();
        return null;
      },
      (error: unknown) => error,
    );
    expect(refused).toBeInstanceOf(HallError);
    expect((refused as HallError).problem).toBe('certificate');
    // A join file written before the hall was named in it.
    const before: Partial<JoinFile> = { ...join0 };
    delete before.tlsName;
    const old = join(root, 'old.join');
    writeFileSync(old, JSON.stringify({ ...before, formatVersion: 1 }));
    await hubAdmits(old);
  }, 60_000);

  it('refuses with a clear error what --again cannot renew', async () => {
    const { root, hubDir } = await suite.runningHub('join-again');
    const out = join(root, 'x.join');
    const none = runCli(hubDir, 'hall', 'invite', '--again', '--out', join(root, 'all'));
    expect(none.status).toBe(27);
    expect(none.stderr).toContain('No station is invited');
    expect(runCli(hubDir, 'hall', 'invite', 'A', '--out', join(root, 'a.join')).status).toBe(0);
    const unknown = runCli(hubDir, 'hall', 'invite', 'B', '--again', '--out', out);
    expect(unknown.status).toBe(27);
    expect(unknown.stderr).toContain('No station named "B" is invited');
    expect(runCli(hubDir, 'hall', 'revoke', 'A').status).toBe(0);
    const revoked = runCli(hubDir, 'hall', 'invite', 'A', '--again', '--out', out);
    expect(revoked.status).toBe(27);
    expect(revoked.stderr).toMatch(/"A" was revoked at .*Invite it anew/u);
    const federation = runCli(hubDir, 'hall', 'invite', 'A', '--again', '--creds', out, '--out', out);
    expect(federation.status).toBe(2);
    expect(federation.stderr).toContain("--again renews the hub's own invitations");
    const nameless = runCli(hubDir, 'hall', 'invite', '--out', out);
    expect(nameless.status).toBe(2);
    expect(nameless.stderr).toContain("missing required argument 'name'");
  }, 60_000);
});
