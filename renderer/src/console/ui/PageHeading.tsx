import type { ReactNode } from 'react';
import { useFocusOnMount } from './focus.ts';

/** A page's title; it takes the focus when the page opens, so keyboard and screen-reader users start there. */
export function PageHeading({ id, children }: { readonly id: string; readonly children: ReactNode }) {
  const ref = useFocusOnMount<HTMLHeadingElement>();
  return (
    <h2 id={id} className="page__title" tabIndex={-1} ref={ref}>
      {children}
    </h2>
  );
}
