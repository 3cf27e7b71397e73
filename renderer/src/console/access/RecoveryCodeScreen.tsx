import { useState } from 'react';
import { useFocusOnMount } from '../ui/focus.ts';
import { Message } from '../i18n/Message.tsx';
import { useConsoleText } from '../i18n/use-console-text.ts';

/** Shows a new recovery code once; the director confirms writing it down before going on. */
export function RecoveryCodeScreen({
  code,
  onNoted,
}: {
  readonly code: string;
  readonly onNoted: () => void;
}) {
  const { text } = useConsoleText();
  const [noted, setNoted] = useState(false);
  const titleRef = useFocusOnMount<HTMLHeadingElement>();
  return (
    <section className="access" aria-labelledby="code-title">
      <h1 id="code-title" tabIndex={-1} ref={titleRef}>
        {text('code.title')}
      </h1>
      <p>
        <Message id="code.intro" />
      </p>
      <p className="recovery-code" aria-label={text('recover.code')}>
        {code}
      </p>
      <label className="check">
        <input type="checkbox" checked={noted} onChange={(event) => setNoted(event.target.checked)} />{' '}
        {text('code.noted')}
      </label>
      <button type="button" disabled={!noted} onClick={onNoted}>
        {text('code.continue')}
      </button>
    </section>
  );
}
