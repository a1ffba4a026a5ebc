/**
 * Concurrent callers asking for the same key share one in-flight promise (spec: "concurrent
 * refreshes reuse one request"). The entry is dropped when it settles, so a later call starts afresh.
 */
export class SingleFlight<TKey, TValue> {
  private readonly inFlight = new Map<TKey, Promise<TValue>>();

  run(key: TKey, task: () => Promise<TValue>): Promise<TValue> {
    const running = this.inFlight.get(key);
    if (running) return running;
    const started = task().finally(() => this.inFlight.delete(key));
    this.inFlight.set(key, started);
    return started;
  }

  get size(): number {
    return this.inFlight.size;
  }
}
