import { useEffect, useId, useState, type SubmitEvent } from 'react';
import type { ImportStatus } from '../../../../electron/ipc/contract.ts';
import {
  ALPHABET_IDS,
  DEFAULT_ALPHABET_ID,
  getAlphabet,
  isAlphabetId,
  standIns,
  type AlphabetId,
} from '../../../../electron/common/alphabets/index.ts';
import type { SessionCall } from '../console-api.ts';
import { alphabetName } from '../i18n/kiosk-terms.ts';
import { useConsoleText } from '../i18n/use-console-text.ts';
import { Field } from '../ui/Field.tsx';
import { failure, NoticeLine, ok } from '../ui/Notice.tsx';
import { useFormNotice } from '../ui/use-form-notice.ts';
import { PathField } from '../ui/PathField.tsx';
import { UnplayableLinesReport } from './UnplayableLinesReport.tsx';
import { TEXT_LIMITS } from '../../../../electron/common/limits.ts';

const POLL_MS = 100;
const PHASES = {
  reading: 'import.phase.reading',
  compiling: 'import.phase.compiling',
  saving: 'import.phase.saving',
} as const;

/** Imports a word-list file under a name, with a progress bar while the station works. */
export function ImportForm({
  call,
  onImported,
}: {
  readonly call: SessionCall;
  readonly onImported: () => Promise<void>;
}) {
  const { intl, text } = useConsoleText();
  const [path, setPath] = useState('');
  const [name, setName] = useState('');
  const [alphabet, setAlphabet] = useState<AlphabetId>(DEFAULT_ALPHABET_ID);
  const alphabetId = useId();
  const [progress, setProgress] = useState<ImportStatus | null>(null);
  const { notice, setNotice } = useFormNotice();
  // The box to skip unplayable lines is offered only once the director has seen which they are.
  const [offerSkip, setOfferSkip] = useState(false);
  const [skip, setSkip] = useState(false);
  // How the file is written: said by the director, never guessed (a K may be a loanword's).
  const [readStandIns, setReadStandIns] = useState(false);
  const [keepCapitals, setKeepCapitals] = useState(false);
  const alphabetStandIns = standIns(getAlphabet(alphabet));
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
        setNotice(failure(text('import.failed', { reason: result.message ?? text('import.unknownError') })));
        if (result.unplayable !== null) setOfferSkip(true);
      } else if (result.lexicon !== null) {
        const { lexicon } = result;
        const skipped =
          result.unplayable === null ? '' : ` ${text('import.skipped', { count: result.unplayable.total })}`;
        const imported = {
          name: lexicon.name,
          count: lexicon.wordCount,
          fingerprint: lexicon.shortFingerprint,
        };
        // English tiles go unsaid: most lists are in them.
        const said =
          lexicon.alphabet === 'english'
            ? text('import.imported', imported)
            : text('import.importedTiles', { ...imported, alphabet: alphabetName(intl, lexicon.alphabet) });
        setNotice(ok(`${said}${skipped}`));
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
  }, [running, call, onImported, setNotice, intl, text]);

  const submit = async (event: SubmitEvent) => {
    event.preventDefault();
    if (running) return;
    if (path.trim() === '' || name.trim() === '') {
      setNotice(failure(text('import.missing')));
      return;
    }
    setNotice(null);
    const result = await call('importLexicon', {
      path: path.trim(),
      name: name.trim(),
      alphabet,
      skipUnplayable: offerSkip && skip,
      standIns: alphabetStandIns.length > 0 && readStandIns,
      keepCapitals,
    });
    if (result.ok)
      setProgress({
        state: 'running',
        phase: 'reading',
        fraction: 0,
        message: null,
        lexicon: null,
        unplayable: null,
        reading: [],
      });
    else setNotice(failure(result.message));
  };

  return (
    <section className="panel" aria-labelledby={titleId}>
      <h3 id={titleId}>{text('import.title')}</h3>
      <p>{text('import.intro')}</p>
      <form onSubmit={(event) => void submit(event)}>
        <PathField
          call={call}
          kind="file"
          label={text('import.file')}
          value={path}
          onChange={(value) => {
            // Another file has not been reported on yet.
            setPath(value);
            setOfferSkip(false);
            setSkip(false);
          }}
        />
        <Field
          label={text('import.name')}
          value={name}
          onChange={setName}
          hint={text('import.nameHint')}
          maxLength={TEXT_LIMITS.lexiconName}
        />
        <div className="field">
          <label htmlFor={alphabetId}>{text('import.alphabet')}</label>
          <select
            id={alphabetId}
            value={alphabet}
            onChange={(event) => {
              if (isAlphabetId(event.target.value)) setAlphabet(event.target.value);
            }}
          >
            {ALPHABET_IDS.map((id) => (
              <option key={id} value={id}>
                {alphabetName(intl, id)}
              </option>
            ))}
          </select>
        </div>
        {alphabetStandIns.length > 0 && (
          <label className="check">
            <input
              type="checkbox"
              checked={readStandIns}
              onChange={(event) => setReadStandIns(event.target.checked)}
            />{' '}
            {text('import.standIns', {
              letters: alphabetStandIns.map(([letter]) => letter).join(', '),
              tiles: alphabetStandIns.map(([, tile]) => tile).join(', '),
            })}
          </label>
        )}
        <label className="check">
          <input
            type="checkbox"
            checked={keepCapitals}
            onChange={(event) => setKeepCapitals(event.target.checked)}
          />{' '}
          {text('import.keepCapitals')}
        </label>
        {offerSkip && (
          <label className="check">
            <input type="checkbox" checked={skip} onChange={(event) => setSkip(event.target.checked)} />{' '}
            {text('import.skip')}
          </label>
        )}
        <button type="submit" disabled={running}>
          {text('import.submit')}
        </button>
      </form>
      {progress !== null && progress.state !== 'idle' && (
        <div className="progress">
          <progress max={1} value={progress.fraction} aria-label={text('import.progress')} />{' '}
          <span>
            {progress.state === 'running'
              ? text('import.running', {
                  phase: text(progress.phase === null ? 'import.phase.starting' : PHASES[progress.phase]),
                  percent: intl.formatNumber(progress.fraction, {
                    style: 'percent',
                    maximumFractionDigits: 0,
                  }),
                })
              : text(progress.state === 'done' ? 'import.done' : 'import.failedShort')}
          </span>
        </div>
      )}
      <NoticeLine notice={notice} />
      {progress !== null && progress.state !== 'running' && progress.reading.length > 0 && (
        // The station's own words, in English, as the unplayable lines' reasons are.
        <pre className="import-reading">{progress.reading.join('\n')}</pre>
      )}
      {progress !== null && progress.unplayable !== null && progress.state !== 'running' && (
        <UnplayableLinesReport report={progress.unplayable} skipped={progress.state === 'done'} />
      )}
    </section>
  );
}
