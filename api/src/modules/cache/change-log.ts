import { EVERYTHING } from './read-scopes.js';

/**
 * How many versions back the log answers; the database keeps as many (migration
 * ..._content_change), so a process that falls further behind starts afresh.
 */
export const KEPT_VERSIONS = 1000;

interface Change {
  version: number;
  scopes: Set<string>;
}

/**
 * The content changes this process has read from content_change, by version: which scopes each
 * committed write changed. A cached answer computed at an older version is still right when no
 * change since then touched a scope it read. When the versions go back (a restore) or jump past
 * what the database keeps, the log starts a new epoch and answers nothing about older versions.
 */
export class ChangeLog {
  /** Bumped on every fresh start: answers of an older epoch are never reused. */
  epoch = 0;
  /** The newest version read; null before the first read. */
  latest: number | null = null;
  /** Changes after this version are all in `changes`. */
  private horizon = 0;
  /** Ascending by version. */
  private changes: Change[] = [];

  /**
   * Takes what a state read returned: the current version and the changes after `latest`.
   * @param rows [version, scope] pairs; ones at or below `latest` are ignored.
   */
  update(version: number, rows: readonly (readonly [number, string])[]): void {
    const latest = this.latest;
    if (latest === null || version < latest || version - latest >= KEPT_VERSIONS) {
      this.epoch += 1;
      this.latest = this.horizon = version;
      this.changes = [];
      return;
    }
    const added = new Map<number, Set<string>>();
    for (const [rowVersion, scope] of rows) {
      if (rowVersion <= latest || rowVersion > version) continue;
      let scopes = added.get(rowVersion);
      if (!scopes) added.set(rowVersion, (scopes = new Set()));
      scopes.add(scope);
    }
    for (const rowVersion of [...added.keys()].sort((a, b) => a - b)) {
      this.changes.push({ version: rowVersion, scopes: added.get(rowVersion)! });
    }
    this.latest = version;
    const oldest = version - KEPT_VERSIONS;
    if (this.horizon < oldest) {
      this.horizon = oldest;
      const first = this.changes.findIndex((change) => change.version > oldest);
      this.changes = first < 0 ? [] : this.changes.slice(first);
    }
  }

  /**
   * @param scopes what an answer read; null for everything.
   * @returns whether no change after `version` (in `epoch`) touched those scopes.
   */
  unchangedSince(epoch: number, version: number, scopes: ReadonlySet<string> | null): boolean {
    if (epoch !== this.epoch || version < this.horizon) return false;
    for (let index = this.changes.length - 1; index >= 0; index--) {
      const change = this.changes[index];
      if (change.version <= version) break;
      if (scopes === null || change.scopes.has(EVERYTHING)) return false;
      for (const scope of change.scopes) if (scopes.has(scope)) return false;
    }
    return true;
  }
}
