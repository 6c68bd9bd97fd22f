import { assertZoneDataCurrent, ZONE_DATA_VERSION } from './zone-data';

/** The Node.js line the project runs on: 24, the active LTS (Node 20's support ended on 2026-04-30). */
export const MINIMUM_NODE_MAJOR = 24;

/** Refuses an end-of-life runtime or stale zone data, saying what to do; called before anything starts. */
export function assertSupportedRuntime(nodeVersion: string = process.versions.node): void {
  const major = Number(nodeVersion.split('.')[0]);
  if (major < MINIMUM_NODE_MAJOR) {
    throw new Error(
      `Node.js ${nodeVersion} is past its end of life. The project brings its own Node.js 24 LTS: start it with ` +
        '`npm start` after `npm install` (or install Node.js 24 and run it directly).',
    );
  }
  assertZoneDataCurrent();
}

/** What the start-up log says about time: which zone data, and where the studio's clock stands. */
export function clockStartLine(timeZone: string, offsetMinutes: number, today: string, time: string): string {
  const sign = offsetMinutes < 0 ? '−' : '+';
  const abs = Math.abs(offsetMinutes);
  const offset = `UTC${sign}${String(Math.floor(abs / 60)).padStart(2, '0')}:${String(abs % 60).padStart(2, '0')}`;
  return (
    `Studio clock: ${timeZone} is ${offset} now (${today} ${time}); timezone data ${ZONE_DATA_VERSION} ` +
    `(runtime Node.js ${process.versions.node}, whose own ${process.versions.tz ?? 'unknown'} data is not used)`
  );
}
