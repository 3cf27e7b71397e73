// The stations' state messages at the hub: each recorded (not every one, under a flood) and
// answered with the hub's receipt on the sender's own inbox only; who is online, and the faults a
// state message can show (two machines, another station id, a forged reply subject).
import { createHash } from 'node:crypto';
import type { Clock } from '../../core/clock.ts';
import {
  parseMessage,
  stationStateSchema,
  type HubReceipt,
  type StationState,
} from '../../core/hall/wire/hall-messages.ts';
import { HALL_HEADERS, stationSubjects, tokenOfSubject } from '../../core/hall/wire/hall-subjects.ts';
import type { HubStation, HubStore } from '../../core/hall/hub/hub-store.ts';
import { ONLINE_WITHIN_MS } from '../../core/hall/hub/hub-status.ts';
import { ClockSkewWindow } from '../../core/hall/hub/clock-skew-window.ts';
import { visibleText } from '../../core/hall/wire/visible-text.ts';
import type { StateRequest } from './ingest-port.ts';
import { safeHeader } from './message-headers.ts';

/**
 * What a state message says of the station itself (its lists, health, hall report, name…), as a
 * digest: the head and the acknowledged cursor are compared apart, and when it was sent is not news.
 */
function saysOfItself(state: StationState): string {
  const { stationId, stationName, appVersion, lexicons, problem, health, presence, hall, quietSince } = state;
  const itself = {
    stationId,
    stationName,
    appVersion,
    lexicons,
    problem,
    health,
    presence,
    hall,
    quietSince,
  };
  return createHash('sha256').update(JSON.stringify(itself)).digest('base64');
}

/** Answers the stations' state messages for the hub's ingest, and says who went online or offline. */
export class StateAnswerer {
  readonly #store: HubStore;
  readonly #hallId: string;
  readonly #clock: Clock;
  readonly #event: (line: string) => void;
  readonly #online = new Set<string>();
  /** When each station's state was last recorded (ms), so a flood of state messages is not a flood of commits. */
  readonly #recordedAt = new Map<string, { at: number; seen: string }>();
  /** The head each command-line station was last heard at, so each sync is one line. */
  readonly #heardOnDemand = new Map<string, number>();
  /** Each station's clock against the hub's, from the last few states: shown, never held against it. */
  readonly #skews = new ClockSkewWindow();

  constructor(store: HubStore, clock: Clock, event: (line: string) => void) {
    this.#store = store;
    this.#hallId = store.settings.hallId();
    this.#clock = clock;
    this.#event = event;
  }

  /** Takes one state message; never throws. */
  onState(msg: StateRequest): void {
    // Whatever a state message holds, the hub's connection must keep reading: an exception here
    // would reach the NATS client's read loop and stop every station's traffic.
    try {
      this.#answerState(msg);
    } catch (error) {
      this.#event(`hub: a state message on ${msg.subject} could not be read (${(error as Error).message})`);
    }
  }

  #answerState(msg: StateRequest): void {
    const token = tokenOfSubject(msg.subject);
    const station = token === null ? null : this.#store.stations.byToken(token);
    // The receipt goes to the sender's own inbox and nowhere else: a reply subject is the sender's
    // to choose, and the hub's answer must not be a message it publishes for a station elsewhere
    // (on the stream's API, on another station's subjects). nats-server allows its user no more.
    if (station === null || !this.#ownInbox(station, msg.reply)) {
      if (station !== null && msg.reply !== undefined) this.#forgedReply(station, msg.reply);
      return;
    }
    const respond = (receipt: HubReceipt): void => {
      msg.respond(JSON.stringify(receipt));
    };
    if (station.revokedAt !== null) {
      respond({ verified: null, revoked: true });
      return;
    }
    const state = parseMessage(stationStateSchema, msg.string());
    if (state === null) return;
    const now = this.#clock();
    const machine = safeHeader(msg, HALL_HEADERS.machine) ?? '';
    const instance = safeHeader(msg, HALL_HEADERS.instance) ?? '';
    const clockSkewMs = this.#skews.note(station.token, state.sentAt, now);
    // A station heard more often than twice a second is answered, not recorded each time: a flood
    // of state messages must not become a flood of synchronous commits.
    // Nothing new: the same head reported, the hub holds what it held when it last recorded one
    // (a state heard after the hub stored the station's last entry is what "up to date" rests on),
    // and the station says the same of itself. A `hall sync` sends its last state, with the list it
    // just installed, within a moment of the one before: that one is always recorded.
    const head = state.head?.seq ?? 0;
    const seen = `${head}:${station.verified?.seq ?? 0}:${saysOfItself(state)}`;
    const last = this.#recordedAt.get(station.token);
    if (last !== undefined && now.getTime() - last.at < 500 && last.seen === seen) {
      respond(this.#receiptOf(station.token));
      return;
    }
    this.#recordedAt.set(station.token, { at: now.getTime(), seen });
    try {
      this.#store.transaction(() => {
        this.#flagIdentity(station, state, machine, now);
        this.#store.stations.recordState(station.token, state, { instance, machine, at: now, clockSkewMs });
      });
    } catch (error) {
      this.#event(`hub: cannot record the state of "${station.name}" (${(error as Error).message})`);
    }
    // A station used from the command line is heard at `hall join` and each `hall sync` only: each
    // is one line, never "online" then "offline" fifteen seconds later.
    if (state.presence === 'on-demand') {
      if (this.#heardOnDemand.get(station.token) === head) return respond(this.#receiptOf(station.token));
      this.#heardOnDemand.set(station.token, head);
      this.#event(
        `${station.name}: heard from the command line (calls itself "${state.stationName}", head ${state.head?.seq ?? 0}, hub holds ${station.verified?.seq ?? 0})`,
      );
    } else if (!this.#online.has(station.token)) {
      this.#online.add(station.token);
      this.#event(
        `${station.name}: online (calls itself "${state.stationName}", app ${state.appVersion}, head ${state.head?.seq ?? 0}, hub holds ${station.verified?.seq ?? 0})`,
      );
    }
    respond(this.#receiptOf(station.token));
  }

  // One station's identity in use twice shows in its state: two machines heard within the online
  // window, or a station id other than the one its entries carry.
  #flagIdentity(station: HubStation, state: StationState, machine: string, now: Date): void {
    const lastSeen = station.lastSeen === null ? null : Date.parse(station.lastSeen);
    if (
      station.machine !== null &&
      station.machine !== machine &&
      lastSeen !== null &&
      now.getTime() - lastSeen < ONLINE_WITHIN_MS
    ) {
      const message = `"${station.name}" is publishing from two machines at once: one station's identity is in use twice`;
      if (
        this.#store.faults.raise(
          station.token,
          'two-machines',
          createHash('sha256').update([station.machine, machine].sort().join(':')).digest('hex'),
          message,
          now,
        )
      ) {
        this.#event(`FAULT ${message}`);
      }
    }
    if (station.stationId !== null && state.stationId !== station.stationId) {
      const message = `"${station.name}" reports station id ${state.stationId}, but its entries are station ${station.stationId}`;
      if (
        this.#store.faults.raise(
          station.token,
          'foreign-station-id',
          state.stationId.slice(0, 64),
          message,
          now,
        )
      )
        this.#event(`FAULT ${message}`);
    }
  }

  #receiptOf(token: string): HubReceipt {
    return { verified: this.#store.stations.byToken(token)?.verified ?? null, revoked: false };
  }

  #ownInbox(station: HubStation, reply: string | undefined): boolean {
    const inbox = `${stationSubjects(this.#hallId, station.token).inboxPrefix}.`;
    return reply !== undefined && reply.startsWith(inbox) && reply.length > inbox.length;
  }

  #forgedReply(station: HubStation, reply: string): void {
    const shown = visibleText(reply.slice(0, 200));
    const message = `"${station.name}" asked the hub to answer on ${shown}, not on its own inbox: the hub answers nothing there`;
    try {
      if (
        this.#store.transaction(() =>
          this.#store.faults.raise(station.token, 'forged-reply', shown, message, this.#clock()),
        )
      )
        this.#event(`FAULT ${message}`);
    } catch (error) {
      this.#event(`hub: cannot record a fault of "${station.name}" (${(error as Error).message})`);
    }
  }

  /** Says "offline" of each station online that has not been heard within the online window. */
  watchOnline(): void {
    const now = this.#clock().getTime();
    for (const token of this.#online) {
      const station = this.#store.stations.byToken(token);
      const lastSeen = station?.lastSeen === null || station === null ? 0 : Date.parse(station.lastSeen);
      if (now - lastSeen > ONLINE_WITHIN_MS) {
        this.#online.delete(token);
        this.#event(`${station?.name ?? token}: offline (last seen ${station?.lastSeen ?? 'never'})`);
      }
    }
  }
}
