// Arbitraries and answer checks for fuzzing the IPC contract, shared by the dispatcher fuzz and the
// web station fuzz. Everything is derived from the contract's own REQUEST_SCHEMAS (well-formed
// requests are generated from each schema's JSON Schema), so a channel added later is fuzzed too.
import fc from 'fast-check';
import { z } from 'zod';
import { CHANNELS, REQUEST_SCHEMAS, type Channel } from '../../electron/ipc/contract.ts';
import { ALPHABET_IDS } from '../../electron/common/alphabets/index.ts';

/** Every channel of the contract, read from the contract itself. */
export const CONTRACT_CHANNELS = Object.keys(REQUEST_SCHEMAS) as Channel[];

/** The request schema of a channel, as the dispatcher sees it. */
export function requestSchema(channel: Channel): z.ZodType {
  return REQUEST_SCHEMAS[channel] as z.ZodType;
}

const offeredLexicon = z.strictObject({
  name: z.string().min(1),
  fingerprint: z.string().regex(/^[0-9a-f]{64}$/u),
  shortFingerprint: z.string().regex(/^[0-9a-f]{8}$/u),
  demo: z.boolean(),
  alphabet: z.enum(ALPHABET_IDS),
});

const kioskPlayer = z.strictObject({ number: z.number().int().min(1), name: z.string() });
const seat = z.union([z.literal(1), z.literal(2)]);

// The answers that matter most, checked field by field: the kiosk's judgement must never carry
// per-word results, so it is a strict object. Other channels get the generic checks below.
const SPECIFIC_ANSWERS: Partial<Record<Channel, z.ZodType>> = {
  [CHANNELS.kioskState]: z.object({
    stationName: z.string(),
    offered: z.array(offeredLexicon),
    rules: z.strictObject({ minLetters: z.number(), maxLetters: z.number(), maxWords: z.number() }),
    fault: z.string().nullable(),
  }),
  [CHANNELS.judge]: z.discriminatedUnion('ok', [
    z.strictObject({
      ok: z.literal(true),
      verdict: z.enum(['ACCEPTABLE', 'UNACCEPTABLE']),
      words: z.array(z.string().regex(/^[A-Z]+$/u)).min(1),
      lexicon: offeredLexicon,
      // The game and the rule's outcome: players, seats and counts, nothing per word.
      game: z
        .strictObject({
          division: z.string(),
          round: z.number().int().min(1),
          table: z.string(),
          players: z.tuple([kioskPlayer, kioskPlayer]),
          challenger: seat.nullable(),
          play: z.enum(['stays', 'comes-off']),
          turnLostBy: z.enum(['challenger', 'player']).nullable(),
          turnLostBySeat: seat.nullable(),
          bonusPoints: z.number().int().min(0).nullable(),
          bonusPointsTo: seat.nullable(),
          wordsChallenged: z.number().int().min(1),
        })
        .optional(),
    }),
    z.strictObject({ ok: z.literal(false), reason: z.string().min(1), message: z.string().min(1) }),
  ]),
};

/**
 * What is wrong with an answer, per the contract: every answer is a plain object that survives
 * JSON (the web station) and structured clone (Electron IPC); an `ok: false` carries a message.
 */
export function answerProblems(channel: Channel, answer: unknown): string[] {
  const problems: string[] = [];
  if (answer === null || typeof answer !== 'object' || Array.isArray(answer)) return ['not an object'];
  try {
    structuredClone(answer);
    JSON.stringify(answer);
  } catch (error) {
    return [`cannot be sent: ${String(error)}`];
  }
  const record = answer as Record<string, unknown>;
  if ('ok' in record && typeof record['ok'] !== 'boolean') problems.push('ok is not a boolean');
  if (record['ok'] === false && (typeof record['message'] !== 'string' || record['message'] === '')) {
    problems.push('a refusal without a message');
  }
  const specific = SPECIFIC_ANSWERS[channel]?.safeParse(answer);
  if (specific?.success === false)
    problems.push(...specific.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`));
  return problems;
}

/** Keys that attack object handling: prototype pollution, and the contract's own field names. */
export const HOSTILE_KEYS = [
  '__proto__',
  'constructor',
  'prototype',
  'toString',
  'hasOwnProperty',
  'valueOf',
];
const keys = fc.oneof(
  fc.constantFrom(...HOSTILE_KEYS, 'words', 'lexicon', 'token', 'source', 'wordResults'),
  fc.string(),
);

/** The property a pollution attempt would set on Object.prototype. */
export const POLLUTION_MARK = 'pollutedByFuzz';

/** Words a player might type, well or badly: mostly real words, then random letters and Unicode. */
export const typedWord = fc.oneof(
  { weight: 12, arbitrary: fc.constantFrom('CAT', 'dog', 'House', 'tree', 'Water', 'XQZT', 'ZZVQ') },
  { weight: 1, arbitrary: fc.stringMatching(/^[A-Za-z]{1,16}$/u) },
  {
    weight: 1,
    arbitrary: fc.constantFrom(
      'A',
      'c4t',
      'CAFÉ',
      'ＣＡＴ',
      'C\u0410T',
      'STRAßE',
      'cat,dog',
      '',
      ' ',
      'ok\u212A',
    ),
  },
  { weight: 1, arbitrary: fc.string({ unit: 'binary', maxLength: 20 }) },
);

type JsonSchema = Record<string, unknown>;

/** Values for fields that mean something to the station, by name, so generated requests reach it. */
export interface FieldHints {
  readonly [field: string]: fc.Arbitrary<unknown>;
}

/** Hints for the kiosk's fields: typed words, and the demo lexicon more often than a random one. */
export function stationHints(demoFingerprint: string): FieldHints {
  return {
    words: fc.array(typedWord, { minLength: 1, maxLength: 8 }),
    lexicon: fc.oneof(
      { weight: 3, arbitrary: fc.constant(demoFingerprint) },
      fc.stringMatching(/^[0-9a-f]{64}$/u),
    ),
  };
}

/**
 * Requests that fit a channel's schema, generated from its JSON Schema and checked against the
 * schema itself. A schema that accepts no payload (kiosk:state) gives `undefined`.
 */
export function wellFormedRequest(channel: Channel, hints: FieldHints = {}): fc.Arbitrary<unknown> {
  const schema = requestSchema(channel);
  if (schema.safeParse(undefined).success) return fc.constant(undefined);
  const json = z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as JsonSchema;
  return fromJsonSchema(json, hints).filter((value) => schema.safeParse(value).success);
}

function fromJsonSchema(schema: JsonSchema, hints: FieldHints): fc.Arbitrary<unknown> {
  if ('const' in schema) return fc.constant(schema['const']);
  if (Array.isArray(schema['enum'])) return fc.constantFrom(...(schema['enum'] as unknown[]));
  const choices = (schema['anyOf'] ?? schema['oneOf']) as JsonSchema[] | undefined;
  if (choices !== undefined) return fc.oneof(...choices.map((choice) => fromJsonSchema(choice, hints)));
  const number = (key: string): number | undefined => {
    const value = schema[key];
    return typeof value === 'number' ? value : undefined;
  };
  switch (schema['type']) {
    case 'object': {
      const properties = (schema['properties'] ?? {}) as Record<string, JsonSchema>;
      const required = new Set((schema['required'] ?? []) as string[]);
      const fields = Object.fromEntries(
        Object.entries(properties).map(([name, property]) => [
          name,
          hints[name] ?? fromJsonSchema(property, hints),
        ]),
      );
      return fc.record(fields, { requiredKeys: [...required].filter((name) => name in fields) });
    }
    case 'array':
      return fc.array(fromJsonSchema((schema['items'] ?? {}) as JsonSchema, hints), {
        minLength: number('minItems') ?? 0,
        maxLength: Math.min(number('maxItems') ?? 10, 10),
      });
    case 'string':
      if (typeof schema['pattern'] === 'string') return fc.stringMatching(new RegExp(schema['pattern'], 'u'));
      return fc.string({
        minLength: number('minLength') ?? 0,
        maxLength: Math.min(number('maxLength') ?? 40, 40),
      });
    case 'integer':
      return fc.integer({
        min: number('minimum') ?? -1000,
        max: Math.min(number('maximum') ?? 1000, 1_000_000),
      });
    case 'number':
      return fc.double({ min: number('minimum') ?? -1000, max: number('maximum') ?? 1000, noNaN: true });
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    default:
      return fc.jsonValue();
  }
}

/** Any value a renderer could send: JSON, structured-clone types, null prototypes, hostile keys. */
export const anyValue = fc.anything({
  key: keys,
  maxDepth: 3,
  withBigInt: true,
  withDate: true,
  withMap: true,
  withSet: true,
  withTypedArray: true,
  withSparseArray: true,
  withNullPrototype: true,
  withBoxedValues: true,
});

/** JSON objects that carry __proto__ / constructor.prototype as own keys, as JSON.parse makes them. */
export const pollutingJson = fc
  .record({ words: fc.array(typedWord, { maxLength: 3 }), text: fc.string() })
  .chain(({ words, text }) =>
    fc.constantFrom(
      `{"__proto__":{"${POLLUTION_MARK}":true},"words":${JSON.stringify(words)}}`,
      `{"constructor":{"prototype":{"${POLLUTION_MARK}":true}},"lexicon":${JSON.stringify(text)}}`,
      `{"words":${JSON.stringify(words)},"lexicon":${JSON.stringify(text)},"__proto__":{"words":["CAT"]}}`,
      `{"words":{"__proto__":["CAT"],"length":1,"0":"CAT"},"lexicon":${JSON.stringify(text)}}`,
      `{"token":{"__proto__":{"${POLLUTION_MARK}":true}},"pin":${JSON.stringify(text)}}`,
    ),
  )
  .map((text) => JSON.parse(text) as unknown);

/** Oversized strings and arrays, far past every limit of the contract and of the web body size. */
export const oversized = fc.oneof(
  fc
    .integer({ min: 65, max: 200_000 })
    .map((length) => ({ words: ['A'.repeat(length)], lexicon: 'a'.repeat(64) })),
  fc
    .integer({ min: 9, max: 100_000 })
    .map((length) => ({ words: Array<string>(length).fill('CAT'), lexicon: 'a'.repeat(64) })),
  fc.integer({ min: 65, max: 200_000 }).map((length) => ({ words: ['CAT'], lexicon: 'a'.repeat(length) })),
  fc
    .integer({ min: 4097, max: 200_000 })
    .map((length) => ({ token: 'a'.repeat(64), path: '/'.repeat(length), name: 'X' })),
  fc.integer({ min: 1, max: 200_000 }).map((length) => 'x'.repeat(length)),
);

/** A well-formed request changed in one way: a field dropped, added, retyped, or the whole wrapped. */
export function mutated(request: fc.Arbitrary<unknown>): fc.Arbitrary<unknown> {
  return fc.tuple(request, fc.nat(4), keys, anyValue).map(([value, how, key, other]) => {
    if (value === null || typeof value !== 'object') return how % 2 === 0 ? [value] : other;
    const copy: Record<string, unknown> = { ...(value as Record<string, unknown>) };
    const names = Object.keys(copy);
    const field = names[how % Math.max(1, names.length)] ?? key;
    switch (how) {
      case 0:
        Reflect.deleteProperty(copy, field);
        return copy;
      case 1:
        Object.defineProperty(copy, key, {
          value: other,
          enumerable: true,
          configurable: true,
          writable: true,
        });
        return copy;
      case 2:
        copy[field] = other;
        return copy;
      case 3:
        return [copy];
      default:
        copy[field] = [copy[field]];
        return copy;
    }
  });
}

/** Channel names that are not in the contract but look like it, or attack the lookup. */
export const strangeChannels = fc.oneof(
  fc.constantFrom(
    ...HOSTILE_KEYS,
    ...CONTRACT_CHANNELS.flatMap((channel) => [
      channel.toUpperCase(),
      ` ${channel}`,
      `${channel} `,
      `${channel}\u0000`,
    ]),
    ...Object.keys(CHANNELS), // the method names, which are not channel names
    'kiosk:export',
    'kiosk:judge/../kiosk:state',
    'kiosk%3Ajudge',
  ),
  fc.string(),
);
