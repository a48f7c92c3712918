/**
 * A random uuid v4 for a record the browser creates, so a retry can be recognised by the server.
 * crypto.randomUUID exists only in secure contexts; getRandomValues works everywhere.
 */
export function newClientId(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const b = crypto.getRandomValues(new Uint8Array(16));
  b[6] = (b[6] & 0x0f) | 0x40;
  b[8] = (b[8] & 0x3f) | 0x80;
  const h = Array.from(b, (x) => x.toString(16).padStart(2, '0')).join('');
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-${h.slice(12, 16)}-${h.slice(16, 20)}-${h.slice(20)}`;
}

/**
 * Hands out one client id per distinct content: a retry of the same submission reuses its id
 * (so the server can recognise a replay), while changed content gets a fresh one.
 */
export function createClientIdMemo(makeId: () => string = newClientId) {
  let last: { key: string; id: string } | undefined;
  return (content: unknown): string => {
    const key = JSON.stringify(content);
    if (last?.key !== key) last = { key, id: makeId() };
    return last.id;
  };
}
