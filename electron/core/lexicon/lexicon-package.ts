// A lexicon as one file, the way the hall carries it from the hub's shelf to its stations: the
// station's own compiled word graph, its definitions and symbols, and a header naming the list.
// Nothing in it is trusted: the receiving station loads the graph (its CRC), fingerprints its
// words again and compares them with the header, the designation and the byte count, so a damaged,
// truncated or swapped file is refused before anything is written.
import { z } from 'zod';
import { getAlphabet, isAlphabetId, type AlphabetId } from '../../common/alphabets/index.ts';
import { StationRequestError } from '../errors.ts';
import { shortFingerprint } from './fingerprint.ts';
import { checkedLexiconName } from './lexicon-name.ts';
import { tileLexiconFingerprint } from './tile-lexicon.ts';
import { loadWordGraph, type WordGraph } from './word-graph.ts';

/** The first line of every lexicon package, with its version. */
const MAGIC = 'CHALLENGE-STATION-LEXICON 1\n';
/** The header's JSON line is small; a longer one is not a package. */
const MAX_HEADER_BYTES = 4096;

const headerSchema = z
  .object({
    name: z.string().min(1).max(64),
    alphabet: z.string().refine(isAlphabetId, 'an alphabet this station knows'),
    fingerprint: z.string().regex(/^[0-9a-f]{64}$/u),
    wordCount: z.number().int().positive(),
    graphBytes: z.number().int().positive(),
    notesBytes: z.number().int().nonnegative(),
  })
  .strict();

const notesSchema = z
  .object({
    definitions: z.array(z.tuple([z.string().max(64), z.string().max(10_000)])),
    symbols: z.array(z.tuple([z.string().max(64), z.string().max(16)])),
  })
  .strict();

/** What a package holds, once read and checked. */
export interface LexiconPackage {
  readonly name: string;
  readonly alphabet: AlphabetId;
  readonly fingerprint: string;
  readonly wordCount: number;
  /** The compiled word graph's bytes, exactly as the hub's shelf holds them. */
  readonly graph: Uint8Array;
  readonly definitions: ReadonlyMap<string, string>;
  readonly symbols: ReadonlyMap<string, string>;
}

/** Writes a lexicon as one package file's bytes. */
export function packLexicon(lexicon: LexiconPackage): Uint8Array {
  const notes = new TextEncoder().encode(
    JSON.stringify({ definitions: [...lexicon.definitions], symbols: [...lexicon.symbols] }),
  );
  const header = new TextEncoder().encode(
    `${MAGIC}${JSON.stringify({
      name: lexicon.name,
      alphabet: lexicon.alphabet,
      fingerprint: lexicon.fingerprint,
      wordCount: lexicon.wordCount,
      graphBytes: lexicon.graph.byteLength,
      notesBytes: notes.byteLength,
    })}\n`,
  );
  const bytes = new Uint8Array(header.byteLength + lexicon.graph.byteLength + notes.byteLength);
  bytes.set(header, 0);
  bytes.set(lexicon.graph, header.byteLength);
  bytes.set(notes, header.byteLength + lexicon.graph.byteLength);
  return bytes;
}

/**
 * Reads a package and checks it whole: its header, its length to the byte, its word graph (loaded,
 * so its CRC and structure are checked), the graph's alphabet, word count and fingerprint against
 * the header and against `expectedFingerprint` (the hall's designation). Throws a
 * StationRequestError saying what is wrong; returns the package and its loaded graph.
 */
export function unpackLexicon(
  bytes: Uint8Array,
  expectedFingerprint: string,
): { lexicon: LexiconPackage; graph: WordGraph } {
  const refuse = (why: string): never => {
    throw new StationRequestError(
      `The hall's list (${shortFingerprint(expectedFingerprint)}) was refused: ${why}.`,
    );
  };
  const magic = new TextEncoder().encode(MAGIC);
  if (bytes.byteLength < magic.byteLength || !magic.every((byte, index) => bytes[index] === byte))
    refuse('it is not a lexicon package of this version');
  const end = bytes.indexOf(0x0a, magic.byteLength);
  if (end < 0 || end - magic.byteLength > MAX_HEADER_BYTES) refuse('its header is damaged');
  let parsed: z.infer<typeof headerSchema> | undefined;
  try {
    parsed = headerSchema.parse(
      JSON.parse(new TextDecoder('utf-8', { fatal: true }).decode(bytes.subarray(magic.byteLength, end))),
    );
  } catch {
    refuse('its header is damaged');
  }
  const header = parsed as z.infer<typeof headerSchema>;
  const alphabet = header.alphabet;
  const graphStart = end + 1;
  const notesStart = graphStart + header.graphBytes;
  if (bytes.byteLength !== notesStart + header.notesBytes)
    refuse(
      `it holds ${bytes.byteLength} bytes, not the ${notesStart + header.notesBytes} its header names (a truncated or damaged transfer)`,
    );
  if (header.fingerprint !== expectedFingerprint)
    refuse(`it holds ${shortFingerprint(header.fingerprint)}, not the designated list`);
  const graphBytes = bytes.slice(graphStart, notesStart);
  let graph: WordGraph | undefined;
  try {
    graph = loadWordGraph(graphBytes);
  } catch {
    refuse('its word graph is damaged');
  }
  const loaded = graph as WordGraph;
  const tiles = getAlphabet(alphabet);
  if (loaded.alphabet !== tiles.graphLetters)
    refuse(`its words are not in the ${alphabet} alphabet it names`);
  if (loaded.wordCount !== header.wordCount) refuse('its word count is not the one its header names');
  if (tileLexiconFingerprint([...loaded.words()], tiles) !== expectedFingerprint)
    refuse('its words are not the designated list');
  let notes: z.infer<typeof notesSchema> | undefined;
  try {
    notes = notesSchema.parse(
      JSON.parse(new TextDecoder('utf-8', { fatal: true }).decode(bytes.subarray(notesStart))),
    );
  } catch {
    refuse('its definitions are damaged');
  }
  const { definitions, symbols } = notes as z.infer<typeof notesSchema>;
  return {
    lexicon: {
      name: checkedLexiconName(header.name),
      alphabet,
      fingerprint: header.fingerprint,
      wordCount: header.wordCount,
      graph: graphBytes,
      definitions: new Map(definitions),
      symbols: new Map(symbols),
    },
    graph: loaded,
  };
}
