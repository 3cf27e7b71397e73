import { hallBuckets } from '../../core/hall/wire/hall-buckets.ts';
import { hallNames, stationConsumerName, stationSubjects } from '../../core/hall/wire/hall-subjects.ts';

/** One station's NATS user: its public NKey, bound to its own subjects. */
export interface StationUser {
  readonly token: string;
  readonly publicKey: string;
  /** Past its bytes in the hall's stream (HUB_LIMITS): it may no longer publish entries. */
  readonly entriesRefused?: boolean;
}

/** What the hub's nats-server is configured with. */
export interface NatsConfigInput {
  readonly hallId: string;
  readonly host: string;
  readonly port: number;
  readonly storeDir: string;
  readonly pidFile: string;
  readonly tls: { readonly cert: string; readonly key: string; readonly ca: string } | null;
  /** The hub's own user: it may do only what the hub's work needs ({@link hubPermissions}). */
  readonly hubPublicKey: string;
  readonly stations: readonly StationUser[];
  /**
   * Every station the hub consumes: the users above and the revoked ones, whose messages sent
   * before their revocation the hub still takes.
   */
  readonly consumedTokens: readonly string[];
  /** The HTTP monitoring port on 127.0.0.1 (for memory figures), or null for none. */
  readonly monitorPort: number | null;
}

/**
 * What the hub's own NATS user may do, and nothing more: were it allowed everything, a station could
 * make it act as a deputy (a state message whose reply subject is the stream's purge API would
 * have the hub's answer empty the stream). It may make and read its own stream and each station's
 * consumer (never purge or delete the stream), acknowledge what it consumed, read its own inbox and
 * every station's state subject, and answer each invited station on that station's own inbox.
 */
export function hubPermissions(
  hallId: string,
  stationTokens: readonly string[],
  consumedTokens: readonly string[] = stationTokens,
): { publish: string[]; subscribe: string[] } {
  const { stream, consumer, allStates } = hallNames(hallId);
  return {
    publish: [
      '$JS.API.INFO',
      `$JS.API.STREAM.INFO.${stream}`,
      `$JS.API.STREAM.CREATE.${stream}`,
      `$JS.API.STREAM.UPDATE.${stream}`,
      // The shared consumer of hubs before per-station consumers: deleted at start, nothing more.
      `$JS.API.CONSUMER.DELETE.${stream}.${consumer}`,
      ...consumedTokens.flatMap((token) => consumerPermissions(stream, stationConsumerName(hallId, token))),
      ...bucketWriterPermissions(hallId),
      ...stationTokens.map((token) => `${stationSubjects(hallId, token).inboxPrefix}.>`),
    ],
    subscribe: ['_INBOX.>', allStates],
  };
}

// A station's durable consumer, made, read, replaced and acknowledged by the hub.
function consumerPermissions(stream: string, consumer: string): string[] {
  return [
    `$JS.API.CONSUMER.CREATE.${stream}.${consumer}`,
    `$JS.API.CONSUMER.CREATE.${stream}.${consumer}.>`,
    `$JS.API.CONSUMER.DURABLE.CREATE.${stream}.${consumer}`,
    `$JS.API.CONSUMER.INFO.${stream}.${consumer}`,
    `$JS.API.CONSUMER.DELETE.${stream}.${consumer}`,
    `$JS.API.CONSUMER.MSG.NEXT.${stream}.${consumer}`,
    `$JS.ACK.${stream}.${consumer}.>`,
  ];
}

/**
 * What reading the hall's two buckets takes (hall-buckets.ts): each stream's info and its messages
 * one by one (direct get, and the message API for a bucket made before direct get was on). Every
 * station may do this and no more with them: it can never write a setting or a list, nor make a
 * consumer — a consumer a station made would stay on the hub's disk after it, however many.
 */
export function bucketReaderPermissions(hallId: string): string[] {
  const { settings, lists } = hallBuckets(hallId);
  return [
    '$JS.API.INFO',
    ...[`KV_${settings}`, `OBJ_${lists}`].flatMap((stream) => [
      `$JS.API.STREAM.INFO.${stream}`,
      `$JS.API.STREAM.MSG.GET.${stream}`,
      `$JS.API.DIRECT.GET.${stream}`,
      `$JS.API.DIRECT.GET.${stream}.>`,
    ]),
  ];
}

/**
 * What writing the hall's two buckets takes besides reading them: the hub's alone. No consumer
 * either: the hub makes the buckets, puts into them and reads one message at a time.
 */
export function bucketWriterPermissions(hallId: string): string[] {
  const { settings, lists } = hallBuckets(hallId);
  return [
    ...bucketReaderPermissions(hallId),
    ...[`KV_${settings}`, `OBJ_${lists}`].flatMap((stream) => [
      `$JS.API.STREAM.CREATE.${stream}`,
      `$JS.API.STREAM.UPDATE.${stream}`,
    ]),
    // An Object Store put of a name already there purges the old object's chunks.
    `$JS.API.STREAM.PURGE.OBJ_${lists}`,
    `$KV.${settings}.>`,
    `$O.${lists}.>`,
  ];
}

/**
 * What a federation's account operator grants the hub's user (docs/HALL-GUIDE.md gives the `nsc` line):
 * the same verbs as {@link hubPermissions}, for any stream and consumer of the account, since the
 * hall's id is made by the hub after the user is issued (the account is the hall's alone); the
 * stations' inboxes through one response per request received, which the hub gives only on the
 * sender's own inbox.
 */
export const FEDERATION_HUB_PERMISSIONS = {
  publish: [
    '$JS.API.INFO',
    '$JS.API.STREAM.INFO.*',
    '$JS.API.STREAM.CREATE.*',
    '$JS.API.STREAM.UPDATE.*',
    '$JS.API.CONSUMER.CREATE.*.*',
    '$JS.API.CONSUMER.CREATE.*.*.>',
    '$JS.API.CONSUMER.DURABLE.CREATE.*.*',
    '$JS.API.CONSUMER.INFO.*.*',
    '$JS.API.CONSUMER.DELETE.*.*',
    '$JS.API.CONSUMER.MSG.NEXT.*.*',
    '$JS.ACK.>',
    // The hall's settings and lists buckets (hall-buckets.ts), which the hub writes.
    '$JS.API.STREAM.MSG.GET.*',
    '$JS.API.DIRECT.GET.>',
    '$JS.API.CONSUMER.CREATE.*',
    '$JS.API.CONSUMER.MSG.NEXT.*.>',
    '$JS.API.CONSUMER.DELETE.*.>',
    '$JS.FC.>',
    '$KV.>',
    '$O.>',
  ],
  subscribe: ['_INBOX.>', 'hall.*.state.*'],
} as const;

// Strings are written as JSON strings, which the NATS config format reads as quoted strings.
const q = (value: string): string => JSON.stringify(value);

/**
 * The nats-server configuration of a hub: JetStream with its store in the hub's folder, TLS from
 * the hall's own authority, and one NKey user per invited station that may publish only on its
 * own entry and state subjects and read only its own inbox (where its acknowledgements and the
 * hub's receipts arrive). Everything not allowed is denied.
 */
export function renderNatsConfig(input: NatsConfigInput): string {
  const users = input.stations.map((station) => {
    const own = stationSubjects(input.hallId, station.token);
    const readBuckets = bucketReaderPermissions(input.hallId).map(q).join(', ');
    return `    {
      nkey: ${q(station.publicKey)}
      permissions: {
        publish: { allow: [${station.entriesRefused === true ? '' : `${q(own.entries)}, `}${q(own.state)}, ${readBuckets}] }
        subscribe: { allow: [${q(`${own.inboxPrefix}.>`)}] }
      }
    }`;
  });
  const hubAllowed = hubPermissions(
    input.hallId,
    input.stations.map((station) => station.token),
    input.consumedTokens,
  );
  const list = (subjects: readonly string[]): string => subjects.map(q).join(', ');
  const hub = `    {
      nkey: ${q(input.hubPublicKey)}
      permissions: {
        publish: { allow: [${list(hubAllowed.publish)}] }
        subscribe: { allow: [${list(hubAllowed.subscribe)}] }
      }
    }`;
  return `# Written by \`challenge-station hall start\` at every start: edits here are lost.
server_name: ${q(`hall_${input.hallId}`)}
host: ${q(input.host)}
port: ${input.port}
pid_file: ${q(input.pidFile)}
${input.monitorPort === null ? '' : `http: ${q(`127.0.0.1:${input.monitorPort}`)}\n`}max_payload: 1048576
# A station gone silent without a reset (its Wi-Fi dropped) is let go after three unanswered pings
# 10 s apart. Slower than the station lets go of a silent hub (3 s × 2, station-connection.ts): a
# station's hall process runs at idle priority and may answer late on a busy machine, and a
# connection dropped for that only resends what was in flight.
ping_interval: "10s"
ping_max: 3
jetstream {
  store_dir: ${q(input.storeDir)}
}
${
  input.tls === null
    ? ''
    : `tls {
  cert_file: ${q(input.tls.cert)}
  key_file: ${q(input.tls.key)}
  ca_file: ${q(input.tls.ca)}
  timeout: 5
}
`
}authorization {
  users = [
${[hub, ...users].join('\n')}
  ]
}
`;
}
