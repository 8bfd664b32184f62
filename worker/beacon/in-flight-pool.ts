/**
 * Runs `run` over `items` with at most `limit` of them in flight at once, in order of start, and
 * answers their results in the items' order. A small bound keeps one beacon from opening dozens of
 * connections to the receiver at the same moment.
 */
export async function withAtMostInFlight<T, R>(items: readonly T[], limit: number, run: (item: T, index: number) => Promise<R>): Promise<R[]> {
  const results = new Array<R>(items.length);
  let next = 0;
  const lane = async () => {
    while (next < items.length) {
      const index = next++;
      results[index] = await run(items[index]!, index);
    }
  };
  await Promise.all(Array.from({ length: Math.min(Math.max(1, limit), items.length) }, lane));
  return results;
}
