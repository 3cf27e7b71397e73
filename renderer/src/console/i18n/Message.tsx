import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import type { ConsoleMessageId } from './console-messages.ts';

// The tags a console message may hold, each drawn as the element it names.
const TAGS = {
  code: (chunks: ReactNode[]) => <code>{chunks}</code>,
  strong: (chunks: ReactNode[]) => <strong>{chunks}</strong>,
};

/** A message with markup (<code>, <strong>) and values that may be elements, by a checked id. */
export function Message({
  id,
  values,
}: {
  readonly id: ConsoleMessageId;
  readonly values?: Readonly<Record<string, ReactNode>>;
}) {
  return <FormattedMessage id={id} values={{ ...TAGS, ...values }} />;
}
