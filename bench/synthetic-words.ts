/**
 * A deterministic list of `count` distinct upper-case words of 2–15 letters, spliced from the
 * prefixes and suffixes of real words so that it shares structure the way a big lexicon does,
 * in code-point order.
 */
export function syntheticWords(seedWords: readonly string[], count: number): string[] {
  let state = 0x9e3779b9;
  const random = (limit: number): number => {
    // xorshift32: fast, seeded, good enough to spread picks
    state ^= state << 13;
    state ^= state >>> 17;
    state ^= state << 5;
    return (state >>> 0) % limit;
  };
  const words = new Set<string>(seedWords);
  while (words.size < count) {
    const head = seedWords[random(seedWords.length)] ?? 'AA';
    const tail = seedWords[random(seedWords.length)] ?? 'AA';
    const word = (head.slice(0, 1 + random(head.length)) + tail.slice(random(tail.length))).slice(0, 15);
    if (word.length >= 2) words.add(word);
  }
  // Sorted, as published word lists are; an unsorted list is sorted on import at extra cost.
  return [...words].sort();
}
