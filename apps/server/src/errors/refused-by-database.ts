/**
 * PostgreSQL's data exceptions that only bad input causes (SQLSTATE class 22): a character or
 * byte sequence the database cannot store, a date or time that does not exist, a value out of
 * range or too long for its column. The hostile-input hook refuses most of these first; this
 * is the backstop, so a case it missed is a 400 and never a 500.
 */
const inputSqlStates = new Set([
  '22001', // string_data_right_truncation
  '22003', // numeric_value_out_of_range
  '22007', // invalid_datetime_format
  '22008', // datetime_field_overflow
  '22021', // character_not_in_repertoire
  '22P02', // invalid_text_representation
  '22P05', // untranslatable_character
]);

/** Whether an error (or one it wraps, as Drizzle does) is the database refusing input. */
export function isRefusedByDatabase(error: unknown): boolean {
  for (let current = error, depth = 0; current && depth < 5; depth++) {
    if (typeof current !== 'object') return false;
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string' && inputSqlStates.has(code)) return true;
    if (current instanceof Error && /invalid byte sequence/i.test(current.message)) return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}
