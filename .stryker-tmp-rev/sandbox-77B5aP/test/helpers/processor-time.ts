/**
 * Processor time (user and system) on Linux, from /proc/self/stat: this process's own and that of the children it
 * has waited for (a child's includes its own waited-for children). Elsewhere, this process's own alone
 * (`process.cpuUsage`), and no children.
 */
import { readFileSync } from 'node:fs';

/** The clock ticks of /proc (USER_HZ): 100 on every Linux that Node runs on. */
const TICK_MS = 10;

export interface ProcessorTime {
  /** Ms of this process. */
  self: number;
  /** Ms of the children it waited for; undefined where the system does not tell. */
  children: number | undefined;
}

export function processorTime(): ProcessorTime {
  try {
    const stat = readFileSync('/proc/self/stat', 'utf8');
    // After the command's closing parenthesis: the state, 10 more fields, then utime, stime, cutime and cstime.
    const [utime, stime, cutime, cstime] = stat
      .slice(stat.lastIndexOf(')') + 2)
      .split(' ')
      .slice(11, 15)
      .map(Number);
    return { self: (utime! + stime!) * TICK_MS, children: (cutime! + cstime!) * TICK_MS };
  } catch {
    const { user, system } = process.cpuUsage();
    return { self: (user + system) / 1000, children: undefined };
  }
}
