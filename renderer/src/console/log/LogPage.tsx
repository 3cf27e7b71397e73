import { useCallback, useEffect, useState } from 'react';
import type { EntryView, LexiconView, ResponseByMethod } from '../../../../electron/ipc/contract.ts';
import type { SessionCall } from '../console-api.ts';
import { EMPTY_FILTER, logFilter, type LogFilterForm } from './log-filter.ts';
import { EntryTable } from './EntryTable.tsx';
import { FilterForm } from './FilterForm.tsx';
import { failure, NoticeLine, ok } from '../ui/Notice.tsx';
import { useFormNotice } from '../ui/use-form-notice.ts';
import { PageHeading } from '../ui/PageHeading.tsx';
import { useConsoleText } from '../i18n/use-console-text.ts';

/** Searches the log, newest first, with each word's result for the judges. */
export function LogPage({
  call,
  lexicons,
  onReview,
}: {
  readonly call: SessionCall;
  readonly lexicons: readonly LexiconView[];
  readonly onReview: (seq: number) => void;
}) {
  const { text, message } = useConsoleText();
  const [form, setForm] = useState<LogFilterForm>(EMPTY_FILTER);
  const [entries, setEntries] = useState<readonly EntryView[] | null>(null);
  const { notice, setNotice } = useFormNotice();

  const show = useCallback(
    (result: ResponseByMethod['searchLog']) => {
      if (!result.ok) {
        setNotice(failure(result.message));
        return;
      }
      setEntries(result.entries);
      setNotice(ok(text('log.found', { count: result.entries.length })));
    },
    [setNotice, text],
  );
  const search = (searched: LogFilterForm) => {
    const request = logFilter(searched);
    if ('error' in request) setNotice(failure(message(request.error)));
    else void call('searchLog', request).then(show);
  };
  useEffect(() => {
    void call('searchLog', { filter: {} }).then(show);
  }, [call, show]);

  return (
    <section aria-labelledby="log-page">
      <PageHeading id="log-page" title="page.log" />
      <FilterForm form={form} lexicons={lexicons} onChange={setForm} onSearch={() => search(form)} />
      <NoticeLine notice={notice} />
      {entries !== null && <EntryTable entries={entries} label={text('log.entries')} onReview={onReview} />}
    </section>
  );
}
