/**
 * The most recently used `max` values by key: the oldest goes when a new one would exceed it. For
 * answers kept by a tag the database computes on every request (decisions 018 and 022), where a value
 * found under the current tag is never stale.
 */
export class RecentlyUsed<K, V> {
  private readonly values = new Map<K, V>();

  constructor(private readonly max: number) {}

  get(key: K): V | undefined {
    const value = this.values.get(key);
    if (value !== undefined) {
      // Most recently used last, so the oldest goes first when full.
      this.values.delete(key);
      this.values.set(key, value);
    }
    return value;
  }

  keep(key: K, value: V): void {
    this.values.set(key, value);
    if (this.values.size > this.max) this.values.delete(this.values.keys().next().value!);
  }
}
