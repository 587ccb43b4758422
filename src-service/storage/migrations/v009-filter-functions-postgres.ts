// Migration 9 exists for PostgreSQL only: the functions compiled `$filter`s call. On SQLite the
// same names are JavaScript functions registered on every connection (storage/sqlite-functions.ts),
// so its SQLite form changes nothing in the file.
//
// stint_lower/stint_upper: ICU's root-locale case mapping, which is JavaScript's
// toLowerCase/toUpperCase (full mappings: final sigma, İ → i̇, ß → SS), whatever the database's
// own locale; the filter tests compare the two. Letters newer than the server's ICU stay as
// they are (Debian 12's ICU 72 knows Unicode 15; Node 24's, Unicode 17: 110 code points differ).
//
// stint_i*: SQLite's integer arithmetic, except that a result beyond 64 bits is NULL where SQLite
// falls back to a REAL (PostgreSQL raises; a bigint column cannot hold the REAL). Division and
// modulo by zero are NULL as in SQLite.
//
// stint_compare/stint_same: an integer against a double exactly, as SQLite compares them
// (PostgreSQL turns the bigint into a double first, so 2^63 - 1 would equal 2^63).
//
// stint_r*: double arithmetic as SQLite does it: an overflow is ±Infinity and an underflow 0
// (PostgreSQL raises for both), NaN is NULL, division by zero is NULL.
export const filterFunctionsPostgres = `
CREATE OR REPLACE FUNCTION stint_lower(text) RETURNS text
  LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE
  AS $$ SELECT lower($1 COLLATE "und-x-icu") $$;
CREATE OR REPLACE FUNCTION stint_upper(text) RETURNS text
  LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE
  AS $$ SELECT upper($1 COLLATE "und-x-icu") $$;

CREATE OR REPLACE FUNCTION stint_int64(numeric) RETURNS bigint
  LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE
  AS $$ SELECT CASE WHEN $1 BETWEEN -9223372036854775808 AND 9223372036854775807 THEN $1::bigint END $$;
-- Not STRICT, so that the planner inlines them (a null falls through to a strict part): operands
-- within the first bounds cannot overflow, the rest go through numeric.
CREATE OR REPLACE FUNCTION stint_iadd(a bigint, b bigint) RETURNS bigint
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  AS $$ SELECT CASE
    WHEN a BETWEEN -4611686018427387904 AND 4611686018427387903
      AND b BETWEEN -4611686018427387904 AND 4611686018427387903 THEN a + b
    ELSE stint_int64(a::numeric + b::numeric)
  END $$;
CREATE OR REPLACE FUNCTION stint_isub(a bigint, b bigint) RETURNS bigint
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  AS $$ SELECT CASE
    WHEN a BETWEEN -4611686018427387904 AND 4611686018427387903
      AND b BETWEEN -4611686018427387904 AND 4611686018427387903 THEN a - b
    ELSE stint_int64(a::numeric - b::numeric)
  END $$;
CREATE OR REPLACE FUNCTION stint_imul(a bigint, b bigint) RETURNS bigint
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  AS $$ SELECT CASE
    WHEN a BETWEEN -3037000499 AND 3037000499 AND b BETWEEN -3037000499 AND 3037000499 THEN a * b
    ELSE stint_int64(a::numeric * b::numeric)
  END $$;
CREATE OR REPLACE FUNCTION stint_idiv(a bigint, b bigint) RETURNS bigint
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  AS $$ SELECT CASE WHEN b = 0 THEN NULL WHEN b = -1 THEN stint_int64(-(a::numeric)) ELSE a / b END $$;
CREATE OR REPLACE FUNCTION stint_imod(a bigint, b bigint) RETURNS bigint
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  AS $$ SELECT CASE WHEN b = 0 THEN NULL WHEN b = -1 THEN a * 0 ELSE a % b END $$;

-- The edges: an exception handler is a subtransaction, which no query in parallel mode may
-- start, not even in its leader: PARALLEL UNSAFE, so a filter computing with doubles never runs
-- in parallel. The handler also costs a few microseconds: the stint_r* below come here only when
-- an operand is large, tiny, infinite or null.
CREATE OR REPLACE FUNCTION stint_radd_edge(a double precision, b double precision) RETURNS double precision
  LANGUAGE plpgsql IMMUTABLE STRICT PARALLEL UNSAFE
  AS $$
BEGIN
  RETURN NULLIF(a + b, 'NaN');
EXCEPTION WHEN numeric_value_out_of_range THEN
  RETURN sign(a) * 'Infinity'::double precision;
END $$;
CREATE OR REPLACE FUNCTION stint_rsub_edge(a double precision, b double precision) RETURNS double precision
  LANGUAGE plpgsql IMMUTABLE STRICT PARALLEL UNSAFE
  AS $$
BEGIN
  RETURN NULLIF(a - b, 'NaN');
EXCEPTION WHEN numeric_value_out_of_range THEN
  RETURN sign(a) * 'Infinity'::double precision;
END $$;
CREATE OR REPLACE FUNCTION stint_rmul_edge(a double precision, b double precision) RETURNS double precision
  LANGUAGE plpgsql IMMUTABLE STRICT PARALLEL UNSAFE
  AS $$
BEGIN
  RETURN NULLIF(a * b, 'NaN');
EXCEPTION WHEN numeric_value_out_of_range THEN
  -- Both operands are finite and not 0 here: the product is too large or too small.
  IF ln(abs(a)) + ln(abs(b)) > 0 THEN
    RETURN sign(a) * sign(b) * 'Infinity'::double precision;
  END IF;
  RETURN 0;
END $$;
CREATE OR REPLACE FUNCTION stint_rdiv_edge(a double precision, b double precision) RETURNS double precision
  LANGUAGE plpgsql IMMUTABLE STRICT PARALLEL UNSAFE
  AS $$
BEGIN
  IF b = 0 THEN
    RETURN NULL;
  END IF;
  RETURN NULLIF(a / b, 'NaN');
EXCEPTION WHEN numeric_value_out_of_range THEN
  IF ln(abs(a)) - ln(abs(b)) > 0 THEN
    RETURN sign(a) * sign(b) * 'Infinity'::double precision;
  END IF;
  RETURN 0;
END $$;

-- Plain SQL (not STRICT, so the planner can inline them): operands within these bounds can
-- neither overflow nor underflow, and finite ones never make NaN; a null goes to the edge.
CREATE OR REPLACE FUNCTION stint_radd(a double precision, b double precision) RETURNS double precision
  LANGUAGE sql IMMUTABLE PARALLEL UNSAFE
  AS $$ SELECT CASE WHEN abs(a) < 1e307 AND abs(b) < 1e307 THEN a + b ELSE stint_radd_edge(a, b) END $$;
CREATE OR REPLACE FUNCTION stint_rsub(a double precision, b double precision) RETURNS double precision
  LANGUAGE sql IMMUTABLE PARALLEL UNSAFE
  AS $$ SELECT CASE WHEN abs(a) < 1e307 AND abs(b) < 1e307 THEN a - b ELSE stint_rsub_edge(a, b) END $$;
CREATE OR REPLACE FUNCTION stint_rmul(a double precision, b double precision) RETURNS double precision
  LANGUAGE sql IMMUTABLE PARALLEL UNSAFE
  AS $$ SELECT CASE
    WHEN (a = 0 OR abs(a) BETWEEN 1e-150 AND 1e150) AND (b = 0 OR abs(b) BETWEEN 1e-150 AND 1e150) THEN a * b
    ELSE stint_rmul_edge(a, b)
  END $$;
CREATE OR REPLACE FUNCTION stint_rdiv(a double precision, b double precision) RETURNS double precision
  LANGUAGE sql IMMUTABLE PARALLEL UNSAFE
  AS $$ SELECT CASE
    WHEN (a = 0 OR abs(a) BETWEEN 1e-150 AND 1e150) AND abs(b) BETWEEN 1e-150 AND 1e150 THEN a / b
    ELSE stint_rdiv_edge(a, b)
  END $$;

-- Where the double rounding of i differs from d, it orders them rightly (rounding keeps order);
-- where it equals d, d is a whole number (or i is exact): compare as integers, 2^63 above all.
CREATE OR REPLACE FUNCTION stint_compare(i bigint, d double precision) RETURNS integer
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  AS $$ SELECT CASE
    WHEN i IS NULL OR d IS NULL THEN NULL
    WHEN i::double precision < d THEN -1
    WHEN i::double precision > d THEN 1
    WHEN d >= 9223372036854775808 THEN -1
    -- d is whole and within bigint here; clamped all the same, since the planner folds this
    -- branch for a constant d before the ones above decide (bigint out of range).
    ELSE sign(i - GREATEST(-9223372036854775808, LEAST(d, 9223372036854774784))::bigint)::integer
  END $$;
CREATE OR REPLACE FUNCTION stint_same(i bigint, d double precision) RETURNS boolean
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  AS $$ SELECT CASE WHEN i IS NULL OR d IS NULL THEN i IS NULL AND d IS NULL ELSE stint_compare(i, d) = 0 END $$;

CREATE OR REPLACE FUNCTION stint_clamp_index(bigint) RETURNS integer
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  AS $$ SELECT CASE WHEN $1 < 0 THEN 0 WHEN $1 > 1000000000 THEN 1000000000 ELSE $1::integer END $$;
`;
