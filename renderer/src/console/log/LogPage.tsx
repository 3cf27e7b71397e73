import { useCallback, useEffect, useState } from 'react';
import type { EntryView, LexiconView, ResponseByMethod } from '../../../../electron/ipc/contract.ts';
import type { SessionCall } from '../console-api.ts';
import { EMPTY_FILTER, logFilter, type LogFilterForm } from './log-filter.ts';
import { EntryTable } from './EntryTable.tsx';
import { FilterForm } from './FilterForm.tsx';
import { failure, NoticeLine, ok } from '../ui/Notice.tsx';
import { useFormNotice } from '../ui/use-form-notice.ts';
import { PageHeading } from '../ui/PageHeading.tsx';

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
      const count = result.entries.length;
      setNotice(ok(`${count} ${count === 1 ? 'entry' : 'entries'} found, newest first.`));
    },
    [setNotice],
  );
  const search = (searched: LogFilterForm) => {
    const request = logFilter(searched);
    if ('error' in request) setNotice(failure(request.error));
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
      {entries !== null && <EntryTable entries={entries} label="Log entries found" onReview={onReview} />}
    </section>
  );
}
