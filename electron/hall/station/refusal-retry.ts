// A first connection refused in the instant the hub's nats-server reloads its users. nats-server
// before 2.10.12 (Debian 12 ships 2.9.10) swaps its users without holding back connections that
// arrive meanwhile, and refuses them as if revoked; the hub reloads whenever a station is invited or
// revoked or reaches a limit. A revoked station is refused on every try, so a few tries over a
// second tell the two apart, at the cost of that second for a station really revoked.

/** How often, and how far apart, a refused first connection is tried again. */
export const REFUSAL_RETRY = { tries: 4, waitMs: 300 } as const;

/**
 * Runs `attempt` until it succeeds, or fails with an error that is not a refusal, or has been
 * refused `policy.tries` times: then the last refusal is thrown.
 */
export async function retryingRefusals<T>(
  attempt: () => Promise<T>,
  isRefusal: (error: unknown) => boolean,
  policy: { readonly tries: number; readonly waitMs: number } = REFUSAL_RETRY,
  wait: (ms: number) => Promise<void> = (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
): Promise<T> {
  for (let tried = 1; ; tried += 1) {
    try {
      return await attempt();
    } catch (error) {
      if (!isRefusal(error) || tried >= policy.tries) throw error;
      await wait(policy.waitMs);
    }
  }
}
