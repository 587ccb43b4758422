import { Fragment, type ReactNode } from 'react';
import type { MessageId, MessageValues } from '../../../src-shared/i18n/catalog.ts';
import type { Translate } from '../../../src-shared/i18n/translator.ts';

// Private-use characters: no translation or value contains them, so they mark an element's place.
const open = '\uE000';
const close = '\uE001';
const mark = new RegExp(`${open}(\\d+)${close}`);

/**
 * A message whose values include elements (a name in bold): the sentence is translated as text
 * with a mark in each element's place, then split there, so a translation may move the element.
 */
export function richMessage(
  t: Translate,
  id: MessageId,
  values: MessageValues,
  elements: Readonly<Record<string, ReactNode>>,
): ReactNode {
  const nodes = Object.values(elements);
  const marked: Record<string, MessageValues[string]> = { ...values };
  Object.keys(elements).forEach((name, index) => {
    marked[name] = `${open}${index}${close}`;
  });
  // split with a capture group alternates text and element indexes.
  const parts = t(id, marked).split(mark);
  return parts.map((part, index) =>
    index % 2 === 0 ? part : <Fragment key={index}>{nodes[Number(part)]}</Fragment>,
  );
}
