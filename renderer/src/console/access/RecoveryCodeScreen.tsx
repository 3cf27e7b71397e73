import { useState } from 'react';
import { useFocusOnMount } from '../ui/focus.ts';

/** Shows a new recovery code once; the director confirms writing it down before going on. */
export function RecoveryCodeScreen({
  code,
  onNoted,
}: {
  readonly code: string;
  readonly onNoted: () => void;
}) {
  const [noted, setNoted] = useState(false);
  const titleRef = useFocusOnMount<HTMLHeadingElement>();
  return (
    <section className="access" aria-labelledby="code-title">
      <h1 id="code-title" tabIndex={-1} ref={titleRef}>
        Write down the recovery code
      </h1>
      <p>
        This code is shown <strong>only now</strong>. If the PIN is forgotten, it is the only way to set a new
        one. Write it on paper and keep it away from the station.
      </p>
      <p className="recovery-code" aria-label="Recovery code">
        {code}
      </p>
      <label className="check">
        <input type="checkbox" checked={noted} onChange={(event) => setNoted(event.target.checked)} /> I have
        written the recovery code down
      </label>
      <button type="button" disabled={!noted} onClick={onNoted}>
        Continue to the director’s pages
      </button>
    </section>
  );
}
