import { describe, expect, it } from 'vitest';
import { numberPlaceholders } from './postgres-placeholders.ts';

describe('numberPlaceholders', () => {
  it('numbers each ? in order', () => {
    expect(numberPlaceholders('SELECT * FROM t WHERE a = ? AND b IN (?, ?) LIMIT ? OFFSET ?')).toBe(
      'SELECT * FROM t WHERE a = $1 AND b IN ($2, $3) LIMIT $4 OFFSET $5',
    );
  });

  it('leaves a ? inside a quoted literal or identifier alone, doubled quotes included', () => {
    expect(numberPlaceholders(`SELECT 'a?', 'it''s ?', ?, "col?", "x""?", ?`)).toBe(
      `SELECT 'a?', 'it''s ?', $1, "col?", "x""?", $2`,
    );
  });

  it('leaves a ? inside a line or block comment alone', () => {
    expect(numberPlaceholders('SELECT ? -- why? because\n, ? /* and ? here */ , ?')).toBe(
      'SELECT $1 -- why? because\n, $2 /* and ? here */ , $3',
    );
    expect(numberPlaceholders('SELECT ? -- to the end?')).toBe('SELECT $1 -- to the end?');
    expect(numberPlaceholders('SELECT ? /* never closed ?')).toBe('SELECT $1 /* never closed ?');
  });

  it('keeps casts, operators and a lone quote at the end as they are', () => {
    expect(numberPlaceholders('SELECT CAST(? AS bigint), x::text, a - -1 FROM t')).toBe(
      'SELECT CAST($1 AS bigint), x::text, a - -1 FROM t',
    );
    expect(numberPlaceholders("SELECT ?, 'open")).toBe("SELECT $1, 'open");
  });

  it('answers the same text again for the same statement', () => {
    const sql = 'UPDATE t SET a = ? WHERE b = ?';
    expect(numberPlaceholders(sql)).toBe(numberPlaceholders(sql));
    expect(numberPlaceholders(sql)).toBe('UPDATE t SET a = $1 WHERE b = $2');
  });
});
