/** Receives progress of a long import or export (the CLI draws a bar with it; tests pass nothing). */
export interface Progress {
  start(total: number, counts: Record<string, number>): void;
  update(done: number, counts: Record<string, number>): void;
  stop(): void;
}

/** A progress receiver that ignores everything. */
export const silentProgress: Progress = { start() {}, update() {}, stop() {} };
