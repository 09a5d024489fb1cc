/**
 * The server's source of the current time, in epoch milliseconds. Everything that expires (sessions,
 * sign-in links, captcha challenges, mail limits) reads it, so tests can move time forward.
 */
export type Clock = () => number;

/** The real wall clock. */
export const systemClock: Clock = () => Date.now();
