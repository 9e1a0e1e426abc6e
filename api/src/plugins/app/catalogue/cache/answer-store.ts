/** One catalogue answer as it went out: the serialized body and what validates it. */
export interface StoredAnswer {
  /** Encoded once, so a hit writes bytes rather than encoding the text again. */
  body: Buffer;
  contentType: string;
  etag: string;
  /** The body gzip-compressed once, for whoever accepts it; null when too small to bother. */
  gzip: { body: Buffer; etag: string } | null;
  storedAt: number;
}

export interface AnswerStoreOptions {
  /** How long an answer is served without asking the database again (the backstop, ADR 0043). */
  ttlMs: number;
  /** The bytes all bodies together may hold; the oldest answers go first beyond it. */
  maxBytes: number;
  now?: () => number;
}

/**
 * The catalogue's answers in memory (ADR 0043). Every change to the catalogue empties it, and
 * moves the generation on: an answer read from the database before a change arrived but stored
 * after it would be stale, so `store` refuses an answer begun in an earlier generation.
 */
export class AnswerStore {
  readonly #answers = new Map<string, StoredAnswer>();
  readonly #ttlMs: number;
  readonly #maxBytes: number;
  readonly #now: () => number;
  #bytes = 0;
  #generation = 0;

  constructor(options: AnswerStoreOptions) {
    this.#ttlMs = options.ttlMs;
    this.#maxBytes = options.maxBytes;
    this.#now = options.now ?? Date.now;
  }

  get generation() {
    return this.#generation;
  }

  get size() {
    return this.#answers.size;
  }

  /** The answer for the key while it is younger than the TTL. */
  get(key: string): StoredAnswer | undefined {
    const answer = this.#answers.get(key);
    if (!answer) return undefined;
    if (this.#now() - answer.storedAt < this.#ttlMs) return answer;
    this.#delete(key, answer);
    return undefined;
  }

  /** Keeps the answer unless the catalogue changed since `generation` (when its read began). */
  store(key: string, generation: number, answer: Omit<StoredAnswer, 'storedAt'>): boolean {
    if (generation !== this.#generation || answer.body.length > this.#maxBytes) return false;
    const previous = this.#answers.get(key);
    if (previous) this.#delete(key, previous);
    this.#answers.set(key, { ...answer, storedAt: this.#now() });
    this.#bytes += answer.body.length;
    // A Map iterates in insertion order: the first keys are the oldest answers.
    for (const [oldKey, old] of this.#answers) {
      if (this.#bytes <= this.#maxBytes) break;
      this.#delete(oldKey, old);
    }
    return true;
  }

  /** Forgets every answer: the catalogue changed, or changes may have been missed. */
  clear() {
    this.#generation += 1;
    this.#answers.clear();
    this.#bytes = 0;
  }

  #delete(key: string, answer: StoredAnswer) {
    this.#answers.delete(key);
    this.#bytes -= answer.body.length;
  }
}
