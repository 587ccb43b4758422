/**
 * An RFC 4180 reader of its own for the end-to-end tests, so an exported file is checked by code
 * that shares nothing with the app's writer: quoted fields, doubled quotes, CRLF record ends.
 */
export function readCsv(text: string, separator: ',' | ';' = ','): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let inQuotes = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charAt(i);
    if (inQuotes) {
      if (c === '"' && text.charAt(i + 1) === '"') {
        field += '"';
        i++;
      } else if (c === '"') inQuotes = false;
      else field += c;
    } else if (c === '"') inQuotes = true;
    else if (c === separator) {
      row.push(field);
      field = '';
    } else if (c === '\r' && text.charAt(i + 1) === '\n') {
      row.push(field);
      rows.push(row);
      row = [];
      field = '';
      i++;
    } else field += c;
  }
  if (field !== '' || row.length > 0) throw new Error('the file does not end with CRLF');
  return rows;
}
