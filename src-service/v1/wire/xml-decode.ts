import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { V1Error } from './v1-error.ts';

export type XmlData = string | null | XmlObject | XmlData[];
export interface XmlObject {
  [key: string]: XmlData;
}

type OrderedNode = Record<string, unknown>;

const parser = new XMLParser({
  preserveOrder: true,
  ignoreAttributes: false,
  attributeNamePrefix: '',
  parseTagValue: false,
  parseAttributeValue: false,
  trimValues: false,
  ignoreDeclaration: true,
  ignorePiTags: true,
  processEntities: true,
  htmlEntities: true,
});

const maxDepth = 32;

function malformed(description: string): V1Error {
  return new V1Error('PE01-9004', `XML body: ${description}`);
}

function nameOf(node: OrderedNode): string | null {
  return Object.keys(node).find((k) => k !== ':@') ?? null;
}

function convert(node: OrderedNode, name: string, depth: number): XmlData {
  if (depth > maxDepth) throw malformed(`elements nested deeper than ${maxDepth}`);
  const attributes = node[':@'] as Record<string, string> | undefined;
  if (attributes?.['nil'] === 'true') return null;
  const children = node[name] as OrderedNode[];
  const elements = children.filter((c) => nameOf(c) !== '#text');
  const text = children
    .filter((c) => nameOf(c) === '#text')
    .map((c) => String(c['#text']))
    .join('');
  if (elements.length === 0) return text;
  if (text.trim() !== '') throw malformed(`element <${name}> mixes text and elements`);
  // No prototype, so no element name can reach Object.prototype.
  const object = Object.create(null) as XmlObject;
  for (const child of elements) {
    const childName = nameOf(child) as string;
    const value = convert(child, childName, depth + 1);
    const existing = Object.hasOwn(object, childName) ? object[childName] : undefined;
    if (existing === undefined) object[childName] = value;
    else if (Array.isArray(existing)) existing.push(value);
    else object[childName] = [existing, value];
  }
  return object;
}

/**
 * Reads an XML request body into plain data: the root element's content, with elements as
 * fields, text as strings, `nil="true"` as null and repeated elements as arrays. Types are
 * applied later from the resource definition. DOCTYPE declarations are refused outright, so no
 * entity expansion or external reference can happen.
 */
export function decodeXml(text: string): XmlData {
  if (/<!DOCTYPE/i.test(text)) throw malformed('DOCTYPE declarations are not accepted');
  // The parser alone accepts unbalanced documents; its validator (deprecated in favour of a
  // separate package we do not install) still does the job in this major version.
  // eslint-disable-next-line @typescript-eslint/no-deprecated
  const valid = XMLValidator.validate(text);
  if (valid !== true) throw malformed(`${valid.err.msg} (line ${valid.err.line}, column ${valid.err.col})`);
  let parsed: OrderedNode[];
  try {
    parsed = parser.parse(text) as OrderedNode[];
  } catch (error) {
    // The parser refuses some names itself (e.g. __proto__); that is bad input, not our failure.
    throw malformed(error instanceof Error ? error.message : 'unreadable document');
  }
  const nodes = parsed.filter((n) => nameOf(n) !== '#text');
  const root = nodes[0];
  if (nodes.length !== 1 || root === undefined) throw malformed('exactly one root element expected');
  return convert(root, nameOf(root) as string, 0);
}
