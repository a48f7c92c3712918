/**
 * The validation messages of a form's fields as plain strings. A block of inputs memoized on
 * them re-renders only when a message changes: react-hook-form changes its errors object in
 * place, so comparing that object would miss changes, and the form itself re-renders for reasons
 * of its own (it marks itself ready in a layout effect right after hydration, a synchronous render
 * that redid every input).
 */
export type FieldMessages<N extends string> = Partial<Record<N, string>>;

/** The message of each named field, read from react-hook-form's errors. */
export function fieldMessages<N extends string>(
  errors: Partial<Record<N, { message?: string }>>,
  names: readonly N[],
): FieldMessages<N> {
  const messages: FieldMessages<N> = {};
  for (const name of names) messages[name] = errors[name]?.message;
  return messages;
}

/** Whether two readings show the same message on every named field. */
export function sameFieldMessages<N extends string>(
  before: FieldMessages<N>,
  after: FieldMessages<N>,
  names: readonly N[],
): boolean {
  return names.every((name) => before[name] === after[name]);
}
