/** What every bench run reports about where and when it ran, and how each of its steps is announced. */
import { execFileSync } from 'node:child_process';
import { createRequire } from 'node:module';
import { cpus, loadavg, platform, release, totalmem, type } from 'node:os';

const require = createRequire(import.meta.url);

/** The installed version of a package, or null. */
export const versionOf = (name) => {
  try {
    return require(`${name}/package.json`).version;
  } catch {
    return null;
  }
};

export function machine() {
  const cpuList = cpus();
  return {
    os: `${type()} ${release()}`,
    platform: `${platform()}-${process.arch}`,
    cpuModel: cpuList[0]?.model?.trim() ?? 'unknown',
    cores: cpuList.length,
    memoryGB: Math.round((totalmem() / 1024 ** 3) * 10) / 10,
    node: process.version,
  };
}

/** The 1, 5 and 15 minute load averages: other work on the machine skews every figure. */
export function loadAverage() {
  return loadavg().map((value) => Math.round(value * 100) / 100);
}

/** When and where a run starts: printed first, and kept for its results file. */
export function announceRun() {
  const date = new Date().toISOString();
  const loadAtStart = loadAverage();
  const host = machine();
  console.log(
    `Machine: ${host.cpuModel}, ${host.cores} cores, ${host.memoryGB} GB, Node ${host.node}; load average ${loadAtStart.join(' ')}`,
  );
  return { date, loadAtStart, host };
}

export function commit() {
  try {
    return execFileSync('git', ['rev-parse', 'HEAD'], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim();
  } catch {
    return null;
  }
}

/** Runs `work` under a heading and prints how long it took. */
export async function step(title, work) {
  console.log(`\n▶ ${title}`);
  const started = Date.now();
  const result = await work();
  console.log(`  done in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  return result;
}
