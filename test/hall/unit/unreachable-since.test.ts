// What a running station's console says of its hub's reach (unreachable-since.ts): "hub unreachable
// since …" once the hub is lost, never while it is connected, and not during a first connection's
// few seconds at the station's start.
import { describe, expect, it } from 'vitest';
import {
  FIRST_CONNECTION_GRACE_MS,
  unreachableSince,
} from '../../../electron/hall/station/unreachable-since.ts';

const startedAt = Date.parse('2026-12-07T14:00:00.000Z');
const start = new Date(startedAt).toISOString();

describe('since when a station says its hub is unreachable', () => {
  it('says nothing while its first connection is being made, then since its start', () => {
    const connecting = { connected: false, everConnected: false, startedAt, lostAt: start };
    expect(unreachableSince(connecting, startedAt + 500)).toBeNull();
    expect(unreachableSince(connecting, startedAt + FIRST_CONNECTION_GRACE_MS - 1)).toBeNull();
    expect(unreachableSince(connecting, startedAt + FIRST_CONNECTION_GRACE_MS)).toBe(start);
  });

  it('says since the connection was lost at once, however soon after the start', () => {
    const lost = '2026-12-07T14:00:02.000Z';
    expect(
      unreachableSince({ connected: false, everConnected: true, startedAt, lostAt: lost }, startedAt + 2_500),
    ).toBe(lost);
  });

  it('says nothing while connected', () => {
    expect(
      unreachableSince(
        { connected: true, everConnected: true, startedAt, lostAt: start },
        startedAt + 60_000,
      ),
    ).toBeNull();
  });
});
