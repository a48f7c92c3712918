/**
 * 'A, B, and C' ('A and B' for two), as `Intl.ListFormat('en-US')` writes it. Written out because
 * creating an Intl formatter costs a noticeable slice of a phone's startup when a content module
 * is first imported.
 */
export function listInEnglish(items: readonly string[]): string {
  if (items.length <= 2) return items.join(' and ');
  return `${items.slice(0, -1).join(', ')}, and ${items.at(-1)}`;
}
