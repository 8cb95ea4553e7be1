/** Things built once per key and shared by every watch that needs them, stopped with the last user. */
export class SharedFeeds<T extends { stop(): void }> {
  private readonly feeds = new Map<string, { feed: T; users: number }>();

  acquire(key: string, create: () => T): T {
    let entry = this.feeds.get(key);
    if (!entry) this.feeds.set(key, (entry = { feed: create(), users: 0 }));
    entry.users++;
    return entry.feed;
  }

  release(key: string): void {
    const entry = this.feeds.get(key);
    if (!entry) return;
    if (--entry.users > 0) return;
    this.feeds.delete(key);
    entry.feed.stop();
  }

  peek(key: string): T | undefined {
    return this.feeds.get(key)?.feed;
  }

  get size(): number {
    return this.feeds.size;
  }

  stopAll(): void {
    for (const { feed } of this.feeds.values()) feed.stop();
    this.feeds.clear();
  }
}
