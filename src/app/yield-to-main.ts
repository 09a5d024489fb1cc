/**
 * Ends the current task and goes on in a new one, so a phone's main thread can paint or answer
 * input in between: the page's start is several short tasks rather than one long one (a long task
 * blocks a tap for as long as it runs). `scheduler.yield` where the browser has it, else a
 * message to this window's own channel, which runs before timers and without their 1 ms floor.
 */
interface YieldingScheduler {
  yield(): Promise<void>;
}

export function yieldToMain(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: Partial<YieldingScheduler> }).scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      resolve();
    };
    channel.port2.postMessage(null);
  });
}
