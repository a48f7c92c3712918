/**
 * The inbox's text search rule, for both engines: each engine only applies the terms to its own
 * lines (inbox-index.ts in memory, pg-inbox.ts in SQL).
 */

/**
 * The text a lead is searched in: name, phone, email and city or ZIP code, lower-cased, one per
 * line. PostgreSQL keeps the same in its search_text column (migrations/2026-11-28-search-text.ts).
 */
export const searchedText = (lead: { name: string; phone: string; email: string }, place?: string) =>
  [lead.name, lead.phone, lead.email, place].join('\n').toLowerCase();

/** A phone number's digits ('(973) 555-0123' → '9735550123'). */
export const phoneDigits = (text: string) => text.replace(/\D/g, '');

/**
 * What a search text matches: a lead's name, phone, email or place containing `needle` (the text
 * lower-cased), or its phone containing `digits`. Only a query that looks like a phone number
 * with at least 3 digits is compared by digits (an email has digits too); otherwise `digits` is ''.
 */
export function searchTerms(text: string): { needle: string; digits: string } {
  const digits = /^[\d\s()+.-]+$/.test(text) ? phoneDigits(text) : '';
  return { needle: text.toLowerCase(), digits: digits.length >= 3 ? digits : '' };
}
