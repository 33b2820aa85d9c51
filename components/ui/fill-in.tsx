import { Fragment, type ReactNode } from 'react';

/**
 * A catalogue sentence with elements in it (a link, a bold figure): each `{name}` in `text` is replaced by
 * `parts[name]`, so that every language puts them where its word order wants them (lib/texts/en/shop.ts).
 */
export function fillIn(text: string, parts: Record<string, ReactNode>): ReactNode {
  return text.split(/\{(\w+)\}/).map((piece, index) =>
    // split() with a captured name: the names are at the odd places, the words around them at the even ones.
    index % 2 === 1 ? <Fragment key={index}>{parts[piece]}</Fragment> : piece === '' ? null : <Fragment key={index}>{piece}</Fragment>,
  );
}
