import type { SessionCall } from '../console-api.ts';
import { ConfirmAction } from '../ui/ConfirmAction.tsx';
import { failure, NoticeLine, ok } from '../ui/Notice.tsx';
import { useFormNotice } from '../ui/use-form-notice.ts';
import { PageHeading } from '../ui/PageHeading.tsx';
import { useConsoleText } from '../i18n/use-console-text.ts';

/** Shuts the station down (otherwise only an operating-system shutdown closes the kiosk window). */
export function QuitPage({ call }: { readonly call: SessionCall }) {
  const { text } = useConsoleText();
  const { notice, setNotice } = useFormNotice();
  const quit = async () => {
    const result = await call('quit', {});
    if (result.ok) setNotice(ok(text('quit.done')));
    else if (result.reason === 'unsupported') setNotice(ok(result.message));
    else setNotice(failure(result.message));
  };
  return (
    <section aria-labelledby="quit-page">
      <PageHeading id="quit-page" title="page.quit" />
      <p>{text('quit.intro')}</p>
      <ConfirmAction
        label={text('quit.button')}
        question={text('quit.question')}
        confirmLabel={text('quit.confirm')}
        onConfirm={() => void quit()}
      />
      <NoticeLine notice={notice} />
    </section>
  );
}
