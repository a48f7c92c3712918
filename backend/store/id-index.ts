/**
 * Which segment holds each record id, for collections of hundreds of thousands of records. A
 * Map<string, Segment> costs ~110 bytes per id (the key string plus the entry); this table
 * keeps a 64-bit hash of the id and a segment number in typed arrays, ~25 bytes per id.
 *
 * A hash can collide, so a hit means "probably here": the caller confirms by reading the
 * segment. Ids added while another id with the same hash is present go to a small exact Map,
 * so nothing is ever lost, and `exact()` answers for ids whose presence is certain.
 */

const EMPTY = 0;
const DELETED = -1;

/** Two 32-bit halves of a 64-bit hash of an id. */
export type IdHash = (id: string) => [number, number];

/** cyrb53-style string hash: two independent 32-bit halves. */
export function hashId(id: string): [number, number] {
  let h1 = 0xdeadbeef;
  let h2 = 0x41c6ce57;
  for (let i = 0; i < id.length; i++) {
    const c = id.charCodeAt(i);
    h1 = Math.imul(h1 ^ c, 2654435761);
    h2 = Math.imul(h2 ^ c, 1597334677);
  }
  h1 = Math.imul(h1 ^ (h1 >>> 16), 2246822507) ^ Math.imul(h2 ^ (h2 >>> 13), 3266489909);
  h2 = Math.imul(h2 ^ (h2 >>> 16), 2246822507) ^ Math.imul(h1 ^ (h1 >>> 13), 3266489909);
  return [h1 >>> 0, h2 >>> 0];
}

export class IdIndex<S> {
  readonly #hash: IdHash;
  #h1 = new Uint32Array(16);
  #h2 = new Uint32Array(16);
  /** Segment number + 1; EMPTY or DELETED. */
  #slot = new Int32Array(16);
  #used = 0;
  #size = 0;
  /** Ids that share a hash with another stored id. */
  readonly #overflow = new Map<string, S>();
  readonly #segments: S[] = [];
  readonly #numbers = new Map<S, number>();

  /** `hash` is replaceable so that tests can force collisions. */
  constructor(hash: IdHash = hashId) {
    this.#hash = hash;
  }

  get size(): number {
    return this.#size + this.#overflow.size;
  }

  /** The segment that probably holds `id` (certainly, if exact(id) is true). */
  lookup(id: string): S | undefined {
    const exact = this.#overflow.get(id);
    if (exact !== undefined) return exact;
    const at = this.#find(...this.#hash(id));
    return at === -1 ? undefined : this.#segments[this.#slot[at] - 1];
  }

  /** Whether `id` is certainly stored (it was added through the overflow map). */
  exact(id: string): boolean {
    return this.#overflow.has(id);
  }

  /** Record that `segment` holds `id`, which the caller knows is not stored yet. */
  add(id: string, segment: S): void {
    const [h1, h2] = this.#hash(id);
    if (this.#find(h1, h2) !== -1) {
      this.#overflow.set(id, segment);
      return;
    }
    if ((this.#used + 1) * 10 > this.#slot.length * 6) this.#grow();
    const mask = this.#slot.length - 1;
    let i = h1 & mask;
    while (this.#slot[i] > 0) i = (i + 1) & mask;
    if (this.#slot[i] === EMPTY) this.#used++;
    this.#h1[i] = h1;
    this.#h2[i] = h2;
    this.#slot[i] = this.#number(segment) + 1;
    this.#size++;
  }

  /** Forget `id` (held by `segment`). */
  remove(id: string, segment: S): void {
    if (this.#overflow.get(id) === segment) {
      this.#overflow.delete(id);
      return;
    }
    const at = this.#find(...this.#hash(id));
    if (at === -1 || this.#segments[this.#slot[at] - 1] !== segment) return;
    this.#slot[at] = DELETED;
    this.#size--;
  }

  #number(segment: S): number {
    let n = this.#numbers.get(segment);
    if (n === undefined) {
      n = this.#segments.push(segment) - 1;
      this.#numbers.set(segment, n);
    }
    return n;
  }

  #find(h1: number, h2: number): number {
    const mask = this.#slot.length - 1;
    for (let i = h1 & mask; ; i = (i + 1) & mask) {
      const slot = this.#slot[i];
      if (slot === EMPTY) return -1;
      if (slot > 0 && this.#h1[i] === h1 && this.#h2[i] === h2) return i;
    }
  }

  #grow(): void {
    const [h1, h2, slots] = [this.#h1, this.#h2, this.#slot];
    const capacity = Math.max(16, 2 ** Math.ceil(Math.log2(((this.#size + 1) * 10) / 5)));
    this.#h1 = new Uint32Array(capacity);
    this.#h2 = new Uint32Array(capacity);
    this.#slot = new Int32Array(capacity);
    const mask = capacity - 1;
    for (let j = 0; j < slots.length; j++) {
      if (slots[j] <= 0) continue;
      let i = h1[j] & mask;
      while (this.#slot[i] !== EMPTY) i = (i + 1) & mask;
      this.#h1[i] = h1[j];
      this.#h2[i] = h2[j];
      this.#slot[i] = slots[j];
    }
    this.#used = this.#size;
  }
}
