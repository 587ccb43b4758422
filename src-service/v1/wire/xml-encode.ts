import { formatIsoDate, WireDate, type WireValue } from './wire-values.ts';

const xmlName = /^[A-Za-z_][A-Za-z0-9_.-]*$/;
// Characters XML 1.0 cannot carry at all, not even as a character reference.
const notXmlChar = /[^\t\n\r\u0020-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]/gu;

/** Escapes text for element content and attribute values; characters XML cannot hold become U+FFFD. */
export function escapeXml(text: string): string {
  return text
    .replace(notXmlChar, '\uFFFD')
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&apos;')
    .replaceAll('\r', '&#13;');
}

/** `summaries` → `summary`, `fields` → `field`, `accesses` → `access`: the element of one array item. */
export function singular(name: string): string {
  if (name.endsWith('ies')) return `${name.slice(0, -3)}y`;
  if (name.endsWith('sses')) return name.slice(0, -2);
  if (name.endsWith('s') && name.length > 1) return name.slice(0, -1);
  return 'item';
}

function element(name: string, value: WireValue, itemName: string | null): string {
  if (value === null) return `<${name} nil="true"/>`;
  if (value instanceof WireDate) return `<${name}>${formatIsoDate(value.ms)}</${name}>`;
  if (typeof value === 'string') return `<${name}>${escapeXml(value)}</${name}>`;
  if (typeof value === 'number' || typeof value === 'boolean') return `<${name}>${String(value)}</${name}>`;
  if (Array.isArray(value)) {
    const item = itemName ?? singular(name);
    return `<${name}>${(value as readonly WireValue[]).map((v) => element(item, v, null)).join('')}</${name}>`;
  }
  const parts: string[] = [];
  for (const [key, v] of Object.entries(value)) {
    // Keys that are data (group values of a report) cannot be element names: they go in an attribute.
    if (xmlName.test(key) && !key.toLowerCase().startsWith('xml')) parts.push(element(key, v, null));
    else parts.push(element('entry', v, null).replace(/^<entry/, `<entry key="${escapeXml(key)}"`));
  }
  return `<${name}>${parts.join('')}</${name}>`;
}

/**
 * Serialises a wire value as an XML document: objects become elements per field, arrays repeat
 * `itemName` (or the singular of the array's name), null is `nil="true"`, dates are ISO 8601.
 */
export function encodeXml(rootName: string, value: WireValue, itemName?: string): string {
  return `<?xml version="1.0" encoding="UTF-8"?>${element(rootName, value, itemName ?? null)}`;
}
