/**
 * What a form says next to a field main refused (src-renderer/ui/field-errors.ts), English, the
 * source of truth. `{subject}` is the form's name for the field ("The time budget"); `{limit}`
 * is the limit already written in the field's unit ("100,000 hours").
 */
export const fieldErrorsEn = {
  'fieldError.textTooLong': '{subject} is too long.',
  'fieldError.textTooLongLimit': '{subject} is too long (at most {limit} characters).',
  'fieldError.tooLarge': '{subject} is too large.',
  'fieldError.tooLargeLimit': '{subject} is too large; it can be at most {limit}.',
  'fieldError.empty': '{subject} cannot be empty.',
  'fieldError.tooSmall': '{subject} is too small.',
  'fieldError.tooSmallLimit': '{subject} is too small; it must be at least {limit}.',
  'fieldError.notAllowed': '{subject} is not one of the choices offered.',
  'fieldError.unusable': '{subject} is not a value Stint can use. Check it and try again.',
} as const;
