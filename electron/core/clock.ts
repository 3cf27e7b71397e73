// The one way the core and its handlers are told the time, so a test can stop or step it.

/** Where the time comes from: the system clock in use, a fixed or stepped one in tests. */
export type Clock = () => Date;

/** The system clock. */
export const systemClock: Clock = () => new Date();
