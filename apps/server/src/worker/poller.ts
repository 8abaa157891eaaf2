/**
 * The polling loop of the background workers (outbox, scheduler): runs never overlap (runOnce
 * waits for the run before it), a failed run is reported and polling goes on, and stop() ends the
 * loop for good and waits for the run in flight. Timers do not keep the process alive.
 */
export interface Poller<T> {
  runOnce(): Promise<T>;
  start(): void;
  stop(): Promise<void>;
}

export function createPoller<T>(opts: {
  run: () => Promise<T>;
  /** How long to wait after a run before the next one (`undefined` after a failed run). */
  nextDelayMs: (result: T | undefined) => number;
  onError: (err: unknown) => void;
}): Poller<T> {
  let chain: Promise<unknown> = Promise.resolve();
  function runOnce(): Promise<T> {
    const run = chain.then(opts.run);
    chain = run.catch(() => undefined);
    return run;
  }

  let state: "idle" | "polling" | "stopped" = "idle";
  let timer: NodeJS.Timeout | undefined;
  function schedule(delayMs: number) {
    timer = setTimeout(() => void poll(), delayMs);
    timer.unref();
  }
  async function poll(): Promise<void> {
    timer = undefined;
    let result: T | undefined;
    try {
      result = await runOnce();
    } catch (err) {
      opts.onError(err);
    }
    if (state === "polling") schedule(opts.nextDelayMs(result));
  }

  return {
    runOnce,
    start() {
      if (state !== "idle") return;
      state = "polling";
      schedule(0);
    },
    async stop() {
      state = "stopped";
      if (timer) clearTimeout(timer);
      timer = undefined;
      await chain;
    },
  };
}
