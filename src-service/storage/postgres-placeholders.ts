const converted = new Map<string, string>();
// Distinct texts come from `$filter`/`$orderby`/`$select`: keep the cache as bounded as SQLite's.
const cacheLimit = 512;

function convert(sql: string): string {
  let out = '';
  let n = 0;
  let i = 0;
  while (i < sql.length) {
    const c = sql.charAt(i);
    if (c === "'" || c === '"') {
      // A quoted literal or identifier: copied as is, doubled quotes included.
      let j = i + 1;
      while (j < sql.length && !(sql[j] === c && sql[j + 1] !== c)) j += sql[j] === c ? 2 : 1;
      out += sql.slice(i, j + 1);
      i = j + 1;
    } else if (c === '-' && sql[i + 1] === '-') {
      const end = sql.indexOf('\n', i);
      const stop = end === -1 ? sql.length : end;
      out += sql.slice(i, stop);
      i = stop;
    } else if (c === '/' && sql[i + 1] === '*') {
      const end = sql.indexOf('*/', i + 2);
      const stop = end === -1 ? sql.length : end + 2;
      out += sql.slice(i, stop);
      i = stop;
    } else if (c === '?') {
      n += 1;
      out += `$${n}`;
      i += 1;
    } else {
      out += c;
      i += 1;
    }
  }
  return out;
}

/**
 * The service writes SQL once with SQLite's `?` placeholders; PostgreSQL numbers them (`$1`,
 * `$2`, …). A `?` inside a quoted literal, a quoted identifier or a comment is not a placeholder.
 */
export function numberPlaceholders(sql: string): string {
  const cached = converted.get(sql);
  if (cached !== undefined) return cached;
  const text = convert(sql);
  if (converted.size >= cacheLimit) {
    const oldest = converted.keys().next();
    if (oldest.done !== true) converted.delete(oldest.value);
  }
  converted.set(sql, text);
  return text;
}
