import type { HeadView } from '../../../../electron/ipc/contract.ts';
import { hashGroups } from '../ui/format.ts';

/** The chain's head, large and in groups of eight, to be copied onto paper at each round. */
export function NotedHead({ head, label }: { readonly head: HeadView | null; readonly label: string }) {
  if (head === null) return <p>The log is empty.</p>;
  return (
    <figure className="head" aria-label={label}>
      <figcaption>{label}</figcaption>
      <p className="head__seq">
        Entry <strong>{head.seq}</strong>
      </p>
      <p className="head__hash">
        {hashGroups(head.hash).map((group, index) => (
          <span key={index}>{group} </span>
        ))}
      </p>
    </figure>
  );
}
