import { headers, type MsgHdrs, type NatsConnection } from '@nats-io/transport-node';
import { jetstream, type JetStreamClient } from '@nats-io/jetstream';
import { hubReceiptSchema, parseMessage } from '../../core/hall/wire/hall-messages.ts';
import { HALL_HEADERS, stationSubjects, type StationSubjects } from '../../core/hall/wire/hall-subjects.ts';
import type { JoinFile } from '../../core/hall/wire/join-file.ts';
import { isCredentialsRefusal } from './connection-problem.ts';
import type { HubLinkStatus, HubPort } from './hub-port.ts';
import { INSTANCE_ID, MACHINE_ID } from './machine-identity.ts';

/**
 * The publisher's port over a station's NATS connection (connectStation): entries go to its
 * JetStream subject, state messages are requests on its state subject, each with the headers naming
 * this station process and machine. The connection stays the caller's to close.
 */
export class NatsHubPort implements HubPort {
  readonly #nc: NatsConnection;
  readonly #js: JetStreamClient;
  readonly #subjects: StationSubjects;
  /** The server refused this station's user while connected (revoked, or credentials expired). */
  #refusedByServer = false;
  /** What the connection ended with, once it is closed. */
  #closedWith: Error | null = null;

  constructor(nc: NatsConnection, join: Pick<JoinFile, 'hallId' | 'token'>) {
    this.#nc = nc;
    this.#js = jetstream(nc);
    this.#subjects = stationSubjects(join.hallId, join.token);
    // A revoked station's connection is dropped by the server and refused at once when it comes
    // back: that is an answer (revoked), not a hub out of reach.
    void (async () => {
      for await (const status of nc.status()) {
        if (status.type === 'error' && isCredentialsRefusal(status.error)) this.#refusedByServer = true;
      }
    })().catch(() => undefined);
    void nc.closed().then((error) => {
      this.#closedWith = error ?? new Error('the connection to the hub was closed');
    });
  }

  readonly publishRun: HubPort['publishRun'] = async (run, messageId, timeoutMs) => {
    const ack = await this.#js.publish(this.#subjects.entries, run.body, {
      msgID: messageId,
      headers: stationHeaders(),
      timeout: timeoutMs,
    });
    return { duplicate: ack.duplicate };
  };

  readonly sendState: HubPort['sendState'] = async (state, timeoutMs) => {
    try {
      const reply = await this.#nc.request(this.#subjects.state, JSON.stringify(state), {
        timeout: timeoutMs,
        headers: stationHeaders(),
      });
      return parseMessage(hubReceiptSchema, reply.string());
    } catch {
      return null;
    }
  };

  readonly status = (): HubLinkStatus => ({
    closed: this.#nc.isClosed(),
    refused: this.#refusedByServer || (this.#closedWith !== null && isCredentialsRefusal(this.#closedWith)),
    closedWith: this.#closedWith,
  });
}

function stationHeaders(): MsgHdrs {
  const h = headers();
  h.set(HALL_HEADERS.instance, INSTANCE_ID);
  h.set(HALL_HEADERS.machine, MACHINE_ID);
  return h;
}
