/** A message for the director: good news as a status, a refusal or failure as an alert. */
export type Notice = { readonly kind: 'ok' | 'error'; readonly text: string } | null;

/** A status message. */
export function ok(text: string): Notice {
  return { kind: 'ok', text };
}

/** An error message. */
export function failure(text: string): Notice {
  return { kind: 'error', text };
}

/**
 * Both live regions are always in the page, so a screen reader announces a message as it appears;
 * only the one that fits the message has text.
 */
export function NoticeLine({ notice }: { readonly notice: Notice }) {
  return (
    <div className="notices">
      <p role="status" className="notice notice--ok">
        {notice?.kind === 'ok' ? notice.text : ''}
      </p>
      <p role="alert" className="notice notice--error">
        {notice?.kind === 'error' ? notice.text : ''}
      </p>
    </div>
  );
}
