// GET /quote answers kept for one generation of what they are made of (migration 0013: any change
// to rates, prices, forwarders' accounts or names, or the names the quotes show moves
// quote_generation on, in the changing transaction). A request takes the generation, then either
// finds the answer kept for it or asks the database and keeps that answer. Several processes
// agree: each new generation is NOTIFYed on commit (migration 0027), and a process that might
// have missed one (on PostgreSQL, while its listener is down) reads the generation from the database.
//
// Why: the search over 100,000 rates is the portal's busiest read and mostly the same few lanes;
// answering one costs ~4 ms of PostgreSQL and ~3 ms of this process (bench/quotes.mjs), while the
// rates change far less often than they are read.

export class QuoteCache<T> {
  private generation: string | null = null;
  // oldest first: a Map keeps insertion order, and a hit is moved to the end
  private readonly entries = new Map<string, T>();

  constructor(private readonly maxEntries: number) {}

  get enabled(): boolean {
    return this.maxEntries > 0;
  }

  /** The answer kept for `key` in this generation, if any. */
  get(generation: string, key: string): T | undefined {
    if (generation !== this.generation) return undefined;
    const hit = this.entries.get(key);
    if (hit !== undefined) {
      this.entries.delete(key);
      this.entries.set(key, hit);
    }
    return hit;
  }

  /**
   * Keeps an answer read after reading `generation`. Only one generation's answers are kept:
   * another one drops them all, newer or not (a database put back to an earlier state counts
   * lower). An answer read just before a change lands under the older generation at worst, where
   * it is newer than that generation's state, never older: a reader asks for the generation first.
   */
  set(generation: string, key: string, value: T): void {
    if (!this.enabled) return;
    if (generation !== this.generation) {
      this.entries.clear();
      this.generation = generation;
    }
    this.entries.delete(key);
    this.entries.set(key, value);
    if (this.entries.size > this.maxEntries) {
      const oldest = this.entries.keys().next();
      if (!oldest.done) this.entries.delete(oldest.value);
    }
  }

  get size(): number {
    return this.entries.size;
  }
}
