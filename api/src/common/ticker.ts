/**
 * Runs an async task again and again, `everyMs` after the previous run ended (runs never overlap),
 * until stopped. A failing run is reported and the next one comes as planned.
 */
export class Ticker {
  private timer: NodeJS.Timeout | null = null;
  private running: Promise<void> | null = null;
  private stopped = false;

  constructor(
    private readonly everyMs: number,
    private readonly task: () => Promise<void>,
    private readonly onError: (error: unknown) => void,
  ) {}

  /** Starts the first run at once; returns without waiting for it. */
  start(): void {
    if (this.timer || this.running || this.stopped) return;
    this.plan(0);
  }

  /** Cancels the next run and waits for the current one to end. */
  async stop(): Promise<void> {
    this.stopped = true;
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    await this.running;
  }

  private plan(delayMs: number): void {
    // unref: a planned run never keeps the process alive on its own.
    this.timer = setTimeout(() => {
      this.timer = null;
      this.running = this.task()
        .catch(this.onError)
        .finally(() => {
          this.running = null;
          if (!this.stopped) this.plan(this.everyMs);
        });
    }, delayMs);
    this.timer.unref();
  }
}
