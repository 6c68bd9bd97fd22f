import { readdirSync, readFileSync } from 'node:fs';

/** Clock ticks per second as /proc/<pid>/stat counts them (USER_HZ, 100 on Linux). */
const TICK_MS = 10;

/**
 * CPU time used so far by every PostgreSQL server process on this machine (user + system, ms), read
 * from /proc; null where there is no /proc. Only meaningful while the bench's server is the only
 * busy one, as on a CI machine.
 */
export function postgresCpuMs(): number | null {
  let entries: string[];
  try {
    entries = readdirSync('/proc');
  } catch {
    return null;
  }
  let ticks = 0;
  for (const pid of entries) {
    if (!/^\d+$/.test(pid)) continue;
    let stat: string;
    try {
      stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    } catch {
      continue; // ended while being listed
    }
    const close = stat.lastIndexOf(')');
    if (stat.slice(stat.indexOf('(') + 1, close) !== 'postgres') continue;
    const fields = stat.slice(close + 2).split(' ');
    ticks += Number(fields[11]) + Number(fields[12]); // utime, stime
  }
  return ticks * TICK_MS;
}

/** This process's CPU time so far (user + system, ms): the app, and the bench's own clients. */
export const processCpuMs = () => {
  const { user, system } = process.cpuUsage();
  return (user + system) / 1000;
};

/** CPU used from now on, per request: call `perRequest(n)` once the n requests are answered. */
export function cpuMeter(): { perRequest(requests: number): { node: number; postgres: number | null } } {
  const node0 = processCpuMs();
  const postgres0 = postgresCpuMs();
  return {
    perRequest(requests) {
      const postgres1 = postgresCpuMs();
      const n = Math.max(1, requests);
      return {
        node: (processCpuMs() - node0) / n,
        postgres: postgres0 === null || postgres1 === null ? null : (postgres1 - postgres0) / n,
      };
    },
  };
}
