import { parseConfigTsh } from './config-tsh.ts';
import { buildDivision } from './division-rounds.ts';
import { parseTFile } from './t-file.ts';
import { configFrom, divisionRounds } from './tsh-config-values.ts';
import { TshDataError } from './tsh-errors.ts';
import type { TshEvent } from './tsh-model.ts';
import { checkSize, decodeText, DEFAULT_MAX_FILE_BYTES } from './tsh-text.ts';
import type { TshReadOptions } from './tourney-js.ts';

/**
 * The reader of an event folder: `config.tsh` and the `.t` file of each division it declares. It
 * takes bytes, not paths: the caller reads `config.tsh`, asks `parseConfigTsh` which files it names,
 * and passes their bytes by those names.
 */

/** Read an event folder's pairings from `config.tsh`'s bytes and each division file's bytes by name. */
export function readTshEventFolder(
  configBytes: Uint8Array,
  divisionFiles: ReadonlyMap<string, Uint8Array>,
  options: TshReadOptions = {},
): TshEvent {
  const limit = options.maxBytes ?? DEFAULT_MAX_FILE_BYTES;
  checkSize(configBytes, 'config.tsh', limit);
  const configFile = parseConfigTsh(configBytes);
  const names = configFile.divisions.map((division) => division.name);
  const config = configFrom(configFile.value, names, configFile.file);
  const encodingValue = configFile.value('tfile_encoding');
  const encoding = typeof encodingValue === 'string' && encodingValue !== '' ? encodingValue : 'isolatin1';
  const perDivisionRounds = configFile.value('max_div_rounds');
  const divisions = configFile.divisions.map(({ name, file }) => {
    const bytes = divisionFiles.get(file);
    if (bytes === undefined)
      throw new TshDataError(configFile.file, `division ${name}'s file ${file} was not given`);
    checkSize(bytes, file, limit);
    const players = parseTFile(decodeText(bytes, encoding, file), file);
    const fields = { name, maxRounds: divisionRounds(perDivisionRounds, name, config.maxRounds), players };
    return buildDivision(fields, config.tables[name], file);
  });
  return { source: 'event folder', config, divisions };
}
