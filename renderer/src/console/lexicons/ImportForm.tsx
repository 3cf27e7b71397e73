import { useEffect, useId, useState, type SubmitEvent } from 'react';
import type { ImportStatus } from '../../../../electron/ipc/contract.ts';
import {
  ALPHABET_DEFINITIONS,
  ALPHABET_IDS,
  DEFAULT_ALPHABET_ID,
  isAlphabetId,
  type AlphabetId,
} from '../../../../electron/common/alphabets/index.ts';
import type { SessionCall } from '../console-api.ts';
import { Field } from '../ui/Field.tsx';
import { failure, NoticeLine, ok } from '../ui/Notice.tsx';
import { useFormNotice } from '../ui/use-form-notice.ts';
import { PathField } from '../ui/PathField.tsx';
import { UnplayableLinesReport } from './UnplayableLinesReport.tsx';
import { TEXT_LIMITS } from '../../../../electron/common/limits.ts';

const POLL_MS = 100;
const PHASES = {
  reading: 'Reading the file',
  compiling: 'Compiling the word graph',
  saving: 'Saving',
} as const;

/** Imports a word-list file under a name, with a progress bar while the station works. */
export function ImportForm({
  call,
  onImported,
}: {
  readonly call: SessionCall;
  readonly onImported: () => Promise<void>;
}) {
  const [path, setPath] = useState('');
  const [name, setName] = useState('');
  const [alphabet, setAlphabet] = useState<AlphabetId>(DEFAULT_ALPHABET_ID);
  const alphabetId = useId();
  const [progress, setProgress] = useState<ImportStatus | null>(null);
  const { notice, setNotice } = useFormNotice();
  // The box to skip unplayable lines is offered only once the director has seen which they are.
  const [offerSkip, setOfferSkip] = useState(false);
  const [skip, setSkip] = useState(false);
  const titleId = useId();
  const running = progress?.state === 'running';

  useEffect(() => {
    if (!running) return undefined;
    let stopped = false;
    const poll = async () => {
      const result = await call('importProgress', {});
      if (stopped) return;
      if (!result.ok) {
        setProgress(null);
        setNotice(failure(result.message));
        return;
      }
      setProgress(result);
      if (result.state === 'running') timer = setTimeout(() => void poll(), POLL_MS);
      else if (result.state === 'failed') {
        setNotice(failure(`The import failed: ${result.message ?? 'unknown error'}`));
        if (result.unplayable !== null) setOfferSkip(true);
      } else if (result.lexicon !== null) {
        const { lexicon } = result;
        const skipped =
          result.unplayable === null
            ? ''
            : ` Skipped ${result.unplayable.total.toLocaleString('en')} unplayable ${result.unplayable.total === 1 ? 'line' : 'lines'}.`;
        setNotice(
          ok(
            `Imported ${lexicon.name}: ${lexicon.wordCount.toLocaleString('en')} words, ${lexicon.alphabet === 'english' ? '' : `${ALPHABET_DEFINITIONS[lexicon.alphabet].name} tiles, `}fingerprint ${lexicon.shortFingerprint}.${skipped}`,
          ),
        );
        setOfferSkip(false);
        setSkip(false);
        void onImported();
      }
    };
    let timer = setTimeout(() => void poll(), POLL_MS);
    return () => {
      stopped = true;
      clearTimeout(timer);
    };
  }, [running, call, onImported, setNotice]);

  const submit = async (event: SubmitEvent) => {
    event.preventDefault();
    if (running) return;
    if (path.trim() === '' || name.trim() === '') {
      setNotice(failure('Give the word list’s path and a name for the lexicon.'));
      return;
    }
    setNotice(null);
    const result = await call('importLexicon', {
      path: path.trim(),
      name: name.trim(),
      alphabet,
      skipUnplayable: offerSkip && skip,
    });
    if (result.ok)
      setProgress({
        state: 'running',
        phase: 'reading',
        fraction: 0,
        message: null,
        lexicon: null,
        unplayable: null,
      });
    else setNotice(failure(result.message));
  };

  return (
    <section className="panel" aria-labelledby={titleId}>
      <h3 id={titleId}>Import a word list</h3>
      <p>
        A text file (one word a line, optionally with symbols and a definition), a Zyzzyva lexicon database
        (such as CSW24.db), or a KWG/KBWG word graph. Official lexicons are imported here.
      </p>
      <form onSubmit={(event) => void submit(event)}>
        <PathField
          call={call}
          kind="file"
          label="Word list file"
          value={path}
          onChange={(value) => {
            // Another file has not been reported on yet.
            setPath(value);
            setOfferSkip(false);
            setSkip(false);
          }}
        />
        <Field
          label="Lexicon name"
          value={name}
          onChange={setName}
          hint="For example: NWL2023"
          maxLength={TEXT_LIMITS.lexiconName}
        />
        <div className="field">
          <label htmlFor={alphabetId}>Tile alphabet</label>
          <select
            id={alphabetId}
            value={alphabet}
            onChange={(event) => {
              if (isAlphabetId(event.target.value)) setAlphabet(event.target.value);
            }}
          >
            {ALPHABET_IDS.map((id) => (
              <option key={id} value={id}>
                {ALPHABET_DEFINITIONS[id].name}
              </option>
            ))}
          </select>
        </div>
        {offerSkip && (
          <label className="check">
            <input type="checkbox" checked={skip} onChange={(event) => setSkip(event.target.checked)} /> Skip
            the unplayable lines and import the rest
          </label>
        )}
        <button type="submit" disabled={running}>
          Import
        </button>
      </form>
      {progress !== null && progress.state !== 'idle' && (
        <div className="progress">
          <progress max={1} value={progress.fraction} aria-label="Import progress" />{' '}
          <span>
            {progress.state === 'running'
              ? `${progress.phase === null ? 'Starting' : PHASES[progress.phase]}… ${Math.round(progress.fraction * 100)}%`
              : progress.state === 'done'
                ? 'Done'
                : 'Failed'}
          </span>
        </div>
      )}
      <NoticeLine notice={notice} />
      {progress !== null && progress.unplayable !== null && progress.state !== 'running' && (
        <UnplayableLinesReport report={progress.unplayable} skipped={progress.state === 'done'} />
      )}
    </section>
  );
}
