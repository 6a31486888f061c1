/**
 * Values worked out once per key, at most `capacity` of them, the oldest forgotten first: for what an isolate may
 * reuse across requests (a route match, a catalog address) but where keys come from clients, who can vary them without
 * end.
 */
export class BoundedMemo<V> {
  private readonly entries = new Map<string, V>();

  constructor(private readonly capacity: number) {}

  get(key: string, compute: () => V): V {
    if (this.entries.has(key)) return this.entries.get(key) as V;
    const value = compute();
    if (this.entries.size >= this.capacity) this.entries.delete(this.entries.keys().next().value as string);
    this.entries.set(key, value);
    return value;
  }

  clear(): void {
    this.entries.clear();
  }
}
