import { useId, type SubmitEvent } from 'react';
import { ENTRY_KINDS, type LogFilterForm } from './log-filter.ts';
import { Field } from '../ui/Field.tsx';
import { WordField } from '../ui/WordField.tsx';
import type { AlphabetId } from '../../../../electron/common/alphabets/index.ts';
import type { LexiconView } from '../../../../electron/ipc/contract.ts';
import { VERDICTS } from '../../../../electron/common/entry-values.ts';
import { MAX_TYPED_LENGTH } from '../../../../electron/common/limits.ts';
import { verdictName } from '../i18n/kiosk-terms.ts';
import { useConsoleText } from '../i18n/use-console-text.ts';

/** The log search fields; every one narrows the search, an empty one does not. */
export function FilterForm({
  form,
  lexicons,
  onChange,
  onSearch,
}: {
  readonly form: LogFilterForm;
  /** The station's lexicons: the word is typed in the tiles of the one searched for, or offered. */
  readonly lexicons: readonly LexiconView[];
  readonly onChange: (form: LogFilterForm) => void;
  readonly onSearch: () => void;
}) {
  const { intl, text } = useConsoleText();
  const verdictId = useId();
  const set = (key: keyof LogFilterForm) => (value: string) => onChange({ ...form, [key]: value });
  const submit = (event: SubmitEvent) => {
    event.preventDefault();
    onSearch();
  };
  return (
    <form className="filters" onSubmit={submit} aria-label={text('log.search')}>
      <Field label={text('log.from')} type="datetime-local" value={form.from} onChange={set('from')} />
      <Field label={text('log.to')} type="datetime-local" value={form.to} onChange={set('to')} />
      <Field
        label={text('log.round')}
        inputMode="numeric"
        value={form.round}
        onChange={set('round')}
        maxLength={3}
      />
      <Field
        label={text('log.table')}
        inputMode="numeric"
        value={form.table}
        onChange={set('table')}
        maxLength={4}
      />
      <div className="field">
        <label htmlFor={verdictId}>{text('log.verdict')}</label>
        <select id={verdictId} value={form.verdict} onChange={(event) => set('verdict')(event.target.value)}>
          <option value="">{text('log.anyVerdict')}</option>
          {VERDICTS.map((verdict) => (
            <option key={verdict} value={verdict}>
              {verdictName(intl, verdict)}
            </option>
          ))}
        </select>
      </div>
      <Field
        label={text('log.lexicon')}
        value={form.lexicon}
        onChange={set('lexicon')}
        maxLength={MAX_TYPED_LENGTH}
      />
      <WordField
        label={text('log.word')}
        alphabet={searchedAlphabet(form.lexicon, lexicons)}
        value={form.word}
        onChange={set('word')}
        maxLength={MAX_TYPED_LENGTH}
      />
      <Field
        label={text('game.search')}
        value={form.player}
        onChange={set('player')}
        maxLength={MAX_TYPED_LENGTH}
      />
      <fieldset className="filters__kinds">
        <legend>{text('log.kinds')}</legend>
        {ENTRY_KINDS.map((kind) => (
          <label key={kind} className="check">
            <input
              type="checkbox"
              checked={form.kinds.includes(kind)}
              onChange={(event) =>
                onChange({
                  ...form,
                  kinds: event.target.checked
                    ? ENTRY_KINDS.filter((item) => item === kind || form.kinds.includes(item))
                    : form.kinds.filter((item) => item !== kind),
                })
              }
            />{' '}
            {text(`kind.${kind}`)}
          </label>
        ))}
      </fieldset>
      <button type="submit">{text('log.submit')}</button>
    </form>
  );
}

/**
 * The alphabet a searched word is typed in: the lexicon named in the search's lexicon field (by
 * name or the start of its fingerprint), else the first one the kiosk offers in another alphabet
 * than English (its keys are the ones judges need), else English.
 */
function searchedAlphabet(named: string, lexicons: readonly LexiconView[]): AlphabetId {
  const wanted = named.trim().toLowerCase();
  const chosen =
    wanted === ''
      ? undefined
      : lexicons.find((item) => item.name.toLowerCase() === wanted || item.fingerprint.startsWith(wanted));
  const offered = lexicons.find((item) => item.offered && item.alphabet !== 'english');
  return (chosen ?? offered)?.alphabet ?? 'english';
}
