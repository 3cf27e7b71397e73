import type { HeadView } from '../../../../electron/ipc/contract.ts';
import { hashGroups } from '../ui/format.ts';
import { Message } from '../i18n/Message.tsx';
import { useConsoleText } from '../i18n/use-console-text.ts';

/** The chain's head, large and in groups of eight, to be copied onto paper at each round. */
export function NotedHead({ head, label }: { readonly head: HeadView | null; readonly label: string }) {
  const { text } = useConsoleText();
  if (head === null) return <p>{text('export.empty')}</p>;
  return (
    <figure className="head" aria-label={label}>
      <figcaption>{label}</figcaption>
      <p className="head__seq">
        <Message id="export.entry" values={{ seq: String(head.seq) }} />
      </p>
      <p className="head__hash">
        {hashGroups(head.hash).map((group, index) => (
          <span key={index}>{group} </span>
        ))}
      </p>
    </figure>
  );
}
