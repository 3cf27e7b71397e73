import type { SessionCall } from '../console-api.ts';
import { ConfirmAction } from '../ui/ConfirmAction.tsx';
import { failure, NoticeLine, ok } from '../ui/Notice.tsx';
import { useFormNotice } from '../ui/use-form-notice.ts';
import { PageHeading } from '../ui/PageHeading.tsx';

/** Shuts the station down (otherwise only an operating-system shutdown closes the kiosk window). */
export function QuitPage({ call }: { readonly call: SessionCall }) {
  const { notice, setNotice } = useFormNotice();
  const quit = async () => {
    const result = await call('quit', {});
    if (result.ok) setNotice(ok('The station is shutting down.'));
    else if (result.reason === 'unsupported') setNotice(ok(result.message));
    else setNotice(failure(result.message));
  };
  return (
    <section aria-labelledby="quit-page">
      <PageHeading id="quit-page" title="page.quit" />
      <p>Quitting ends the kiosk: players cannot challenge here until the station is started again.</p>
      <ConfirmAction
        label="Quit the station"
        question="Quit the station now?"
        confirmLabel="Yes, quit"
        onConfirm={() => void quit()}
      />
      <NoticeLine notice={notice} />
    </section>
  );
}
