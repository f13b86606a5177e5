// Where a machine's CPU goes during a measure, read from Linux's /proc: the time each group of
// processes used (the app instances, nginx, the PostgreSQL server, the bench process sending the
// load) against the machine's busy time.
// Run by Node's TypeScript type stripping.
import { spawnSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';

/** The processes a sample tells apart; everything else on the machine is "other". */
export const CPU_GROUPS = ['app', 'PostgreSQL', 'nginx', 'load generator'] as const;
export type CpuGroup = (typeof CPU_GROUPS)[number];

/** Clock ticks so far (USER_HZ, as /proc counts): per group, the machine busy and in all. */
export interface CpuTicks {
  groups: Record<CpuGroup, number>;
  busy: number;
  total: number;
}

/** A sample: the ticks so far and when they were read. */
export interface CpuSample extends CpuTicks {
  at: number;
}

/** What was used between two samples (or over several spans added with {@link addCpu}). */
export interface CpuUse extends CpuTicks {
  seconds: number;
}

/** Ticks per second of /proc's times. */
const TICKS_PER_SECOND = Number(spawnSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).stdout) || 100;

interface ProcessTicks {
  pid: number;
  ppid: number;
  name: string;
  /** Its own time (utime, stime). */
  own: number;
  /** Its own and its ended children's. */
  ticks: number;
}

/**
 * Every process's CPU ticks: its own (utime, stime) and its children's that ended and were waited
 * for (cutime, cstime), so a PostgreSQL backend that exits between two samples still counts, in the
 * postmaster's total.
 */
function processTicks(): ProcessTicks[] {
  const list: ProcessTicks[] = [];
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    let stat: string;
    try {
      stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
    } catch {
      continue; // ended meanwhile
    }
    // The name is in parentheses and may hold spaces; the fields after it start with the state.
    const close = stat.lastIndexOf(')');
    const fields = stat
      .slice(close + 2)
      .split(' ')
      .map(Number);
    list.push({
      pid: Number(entry),
      ppid: fields[1],
      name: stat.slice(stat.indexOf('(') + 1, close),
      own: fields[11] + fields[12],
      ticks: fields[11] + fields[12] + fields[13] + fields[14],
    });
  }
  return list;
}

/** The machine's ticks, all cores together (the first line of /proc/stat). */
function machineTicks(): { busy: number; total: number } {
  const [user, nice, system, idle, iowait, irq, softirq, steal] = readFileSync('/proc/stat', 'utf8')
    .split('\n')[0]
    .trim()
    .split(/\s+/)
    .slice(1)
    .map(Number);
  const busy = user + nice + system + irq + softirq + steal;
  return { busy, total: busy + idle + iowait };
}

/** The processes `roots` and all their descendants. */
function tree(processes: ProcessTicks[], roots: number[]): ProcessTicks[] {
  const pids = new Set(roots);
  let grew = true;
  while (grew) {
    grew = false;
    for (const candidate of processes) {
      if (!pids.has(candidate.pid) && pids.has(candidate.ppid)) {
        pids.add(candidate.pid);
        grew = true;
      }
    }
  }
  return processes.filter((candidate) => pids.has(candidate.pid));
}

const sum = (processes: ProcessTicks[]) => processes.reduce((total, one) => total + one.ticks, 0);

/**
 * The CPU used so far by the app instances (`appPids`) and the nginx masters (`nginxPids`), each
 * with its descendants, by every process named postgres (the server of DATABASE_URL when it runs
 * on this machine; a busy neighbour's queries count too), by this process itself (autocannon runs
 * in it; its children are the instances and nginx) and by the machine.
 */
export function cpuSample(appPids: number[], nginxPids: number[]): CpuSample {
  const processes = processTicks();
  return {
    at: performance.now(),
    groups: {
      app: sum(tree(processes, appPids)),
      PostgreSQL: sum(processes.filter((one) => one.name === 'postgres')),
      nginx: sum(tree(processes, nginxPids)),
      'load generator': processes.find((one) => one.pid === process.pid)?.own ?? 0,
    },
    ...machineTicks(),
  };
}

/** What was used from `before` to `after`. */
export function cpuUse(before: CpuSample, after: CpuSample): CpuUse {
  const groups = Object.fromEntries(
    CPU_GROUPS.map((group) => [group, after.groups[group] - before.groups[group]]),
  ) as Record<CpuGroup, number>;
  return {
    seconds: (after.at - before.at) / 1000,
    groups,
    busy: after.busy - before.busy,
    total: after.total - before.total,
  };
}

/** Two spans of use together. */
export function addCpu(a: CpuUse, b: CpuUse): CpuUse {
  const groups = Object.fromEntries(CPU_GROUPS.map((group) => [group, a.groups[group] + b.groups[group]])) as Record<
    CpuGroup,
    number
  >;
  return { seconds: a.seconds + b.seconds, groups, busy: a.busy + b.busy, total: a.total + b.total };
}

/**
 * Table cells for a span: per group, then "other" (the machine's busy time no group used) and
 * idle, the cores it kept busy on average and its share of the machine's busy time
 * ("1.21 cores (62 %)"; idle: cores only).
 */
export function cpuCells(use: CpuUse): string[] {
  const cores = (ticks: number) => (ticks / TICKS_PER_SECOND / use.seconds).toFixed(2);
  const share = (ticks: number) => (use.busy > 0 ? `${((ticks / use.busy) * 100).toFixed(0)} %` : 'n/a');
  const grouped = CPU_GROUPS.reduce((total, group) => total + use.groups[group], 0);
  const other = Math.max(0, use.busy - grouped);
  return [
    ...CPU_GROUPS.map((group) => `${cores(use.groups[group])} cores (${share(use.groups[group])})`),
    `${cores(other)} cores (${share(other)})`,
    `${cores(use.total - use.busy)} cores`,
  ];
}
