import type { ConsoleMessageId } from '../i18n/console-messages.ts';
import { useConsoleText } from '../i18n/use-console-text.ts';
import { useFocusOnMount } from './focus.ts';

/** A page's title; it takes the focus when the page opens, so keyboard and screen-reader users start there. */
export function PageHeading({ id, title }: { readonly id: string; readonly title: ConsoleMessageId }) {
  const { text } = useConsoleText();
  const ref = useFocusOnMount<HTMLHeadingElement>();
  return (
    <h2 id={id} className="page__title" tabIndex={-1} ref={ref}>
      {text(title)}
    </h2>
  );
}
