import type { EntryContent } from '../../../electron/common/log-shapes.ts';
import { GENESIS_HASH } from '../../../electron/core/log/log-entry.ts';

/** One entry as the chain hashes it: its content, its place in the chain and the hash it was given. */
export interface HashVector {
  readonly seq: number;
  readonly prevHash: string;
  readonly content: EntryContent;
  /** Computed by entryHash before it was derived from the field table: the frozen contract. */
  readonly hash: string;
}

const station = { stationId: 'hall-a-01', appVersion: '1.4.2' } as const;
const csw = { lexiconName: 'CSW24', lexiconFingerprint: 'a1b2c3d4'.repeat(8) } as const;
const unset = {
  verdict: null,
  round: null,
  table: null,
  details: null,
  challengeRule: null,
  refersTo: null,
  ruling: null,
  judge: null,
  action: null,
} as const;

/** A player's challenge from before rulings and events (migration 0002): no schema-2 field set. */
const firstSchemaAdjudication: EntryContent = {
  ...unset,
  ...station,
  ...csw,
  time: '2024-03-09T10:15:02.125Z',
  kind: 'adjudication',
  words: ['QI', 'ZA'],
  wordResults: [true, true],
  verdict: 'ACCEPTABLE',
  source: 'kiosk',
  round: 3,
  table: 12,
};

/** Every kind of entry, as the station writes it today, with the hash the chain gave it (a game's too). */
export const HASH_VECTORS = {
  firstSchemaAdjudication: {
    seq: 1,
    prevHash: GENESIS_HASH,
    content: firstSchemaAdjudication,
    hash: 'a821b02b074f944df45151bc305df2727ad0dca36e9edf76819551215936be75',
  },
  adjudication: {
    seq: 2,
    prevHash: 'b'.repeat(64),
    content: {
      ...firstSchemaAdjudication,
      time: '2024-03-09T10:17:44.900Z',
      words: ['ŹDŹBŁO', 'CAT'],
      wordResults: [false, true],
      verdict: 'UNACCEPTABLE',
      challengeRule: 'double challenge',
    },
    hash: 'd5626854dc3479db9cc0fb601a808dfa60b4aa86eab07ab652baa7d9455f1b7b',
  },
  ruling: {
    seq: 3,
    prevHash: 'c'.repeat(64),
    content: {
      ...unset,
      ...station,
      ...csw,
      time: '2024-03-09T10:21:00.000Z',
      kind: 'ruling',
      words: ['ŹDŹBŁO', 'CAT'],
      wordResults: [false, true],
      verdict: 'ACCEPTABLE',
      source: 'judge',
      round: 3,
      table: 12,
      details: 'Typed "ŹDŹBŁO" for ŹDŹBŁA;\nthe player meant the plural.',
      refersTo: 2,
      ruling: 'overturned',
      judge: 'Ann Smith',
    },
    hash: 'ef2d3a5f46465e6764657f78c131f1fc8d817c2a96981345a5a9dc3a69bddfaa',
  },
  check: {
    seq: 4,
    prevHash: 'd'.repeat(64),
    content: {
      ...unset,
      ...station,
      lexiconName: 'NWL2023',
      lexiconFingerprint: 'e5f6'.repeat(16),
      time: '2024-03-09T10:22:30.500Z',
      kind: 'check',
      words: ['ZA'],
      wordResults: [true],
      verdict: 'ACCEPTABLE',
      source: 'judge',
      round: 3,
      table: 12,
      refersTo: 2,
      judge: 'Ann Smith',
    },
    hash: '4d4edff1a89dc9e086a78a6264d31562579d4ab8792945cbca2e163300f8c943',
  },
  event: {
    seq: 5,
    prevHash: 'e'.repeat(64),
    content: {
      ...unset,
      ...station,
      lexiconName: '',
      lexiconFingerprint: '',
      time: '2024-03-09T11:00:00.000Z',
      kind: 'event',
      words: [],
      wordResults: [],
      source: 'judge',
      details: 'round 3 → 4',
      judge: 'Director',
      action: 'settings-changed',
    },
    hash: '3efb2f86445a2a949bcb026883dac25397f23b3dc8fb0ed693c54d631f1c6b31',
  },
  gameAdjudication: {
    seq: 6,
    prevHash: '9'.repeat(64),
    content: {
      ...firstSchemaAdjudication,
      time: '2024-03-09T11:04:10.250Z',
      words: ['QI', 'ZA', 'JO'],
      wordResults: [true, true, true],
      challengeRule: '5 points per word',
      gameDivision: 'A',
      gameRound: 4,
      gameTable: '12A',
      firstPlayerDivision: 'A',
      firstPlayerNumber: 7,
      firstPlayerName: 'Łucja Nowak',
      secondPlayerDivision: 'A',
      secondPlayerNumber: 19,
      secondPlayerName: "O'Brien, Seán",
      challenger: 2,
      playFate: 'stays',
      turnLostBy: null,
      bonusPoints: 15,
    },
    hash: '83bf8ead43bde1d70997347028423e5ffe487c2a8f462033cab64791213a4422',
  },
} as const satisfies Record<string, HashVector>;
