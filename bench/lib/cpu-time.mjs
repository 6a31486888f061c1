/**
 * The Worker's own CPU time per request type, measured in-process: the time the workerd thread that runs the Worker's
 * isolate spent on a CPU (Linux's /proc/<pid>/task/<tid>/schedstat, in nanoseconds) while one request type was sent
 * N times, one at a time, divided by N. Time spent waiting, for I/O or for a core on a busy machine, is not counted,
 * as Cloudflare's CPU limit does not count it. A clock read inside the Worker would not do: workerd, like
 * production, stops `Date.now()` and `performance.now()` during synchronous work, so a PBKDF2 would read as 0 ms.
 *
 * The thread is the one that works hardest during a few sign-ins (each one PBKDF2-SHA256 of 100,000 iterations), and
 * the method is checked against that known cost: a sign-in must measure at least one PBKDF2 more than a cached
 * catalog read, as Node's own PBKDF2 costs on this machine in CPU time (`pbkdf2Reference`). The figures are an upper
 * bound: Miniflare's local D1, R2 and cache run in the same workerd process and may share the thread.
 */
import { pbkdf2Sync } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { workerdPids } from './memory.mjs';

/** Cloudflare's CPU limits per request (docs/design.md, "CPU time"). */
export const PLAN_LIMITS_MS = { free: 10, paidDefault: 30_000 };

/** The CPU time (not wall time) of one PBKDF2-SHA256 of 100,000 iterations in this Node, the median of 5, in ms. */
export function pbkdf2Reference(iterations = 100_000) {
  const times = [];
  for (let run = 0; run < 5; run += 1) {
    const before = process.cpuUsage();
    pbkdf2Sync('correct horse battery staple', 'saltsaltsaltsalt', iterations, 32, 'sha256');
    const { user, system } = process.cpuUsage(before);
    times.push((user + system) / 1000);
  }
  return times.sort((a, b) => a - b)[2];
}

/** Each workerd thread's time on a CPU so far, in ns. */
function threadCpuNs(pid) {
  const times = new Map();
  for (const tid of readdirSync(`/proc/${pid}/task`)) {
    try {
      times.set(tid, Number(readFileSync(`/proc/${pid}/task/${tid}/schedstat`, 'utf8').split(' ')[0]));
    } catch {
      // The thread ended meanwhile.
    }
  }
  return times;
}

const round = (value) => Math.round(value * 100) / 100;

/** The thread that spent the most CPU while `work` ran: the Worker's, when `work` is CPU-heavy Worker work. */
async function busiestThread(pid, work) {
  const before = threadCpuNs(pid);
  await work();
  let busiest = { tid: null, ns: -1 };
  for (const [tid, ns] of threadCpuNs(pid))
    if (ns - (before.get(tid) ?? 0) > busiest.ns) busiest = { tid, ns: ns - (before.get(tid) ?? 0) };
  return busiest.tid;
}

/**
 * For each of `requestTypes` ({ name, send(index) }; the one with `heavy: true` finds the thread), `warmup` requests,
 * then `count` measured; resolves with the CPU and wall milliseconds per request of each.
 */
export async function cpuPerRequest({ requestTypes, count = 20, warmup = 3 }) {
  const [pid] = workerdPids();
  if (!pid) throw new Error('No workerd process of this bench was found under /proc');
  let sent = 0;
  const heavy = requestTypes.find((type) => type.heavy) ?? requestTypes[0];
  const tid = await busiestThread(pid, async () => {
    for (let index = 0; index < 3; index += 1) await heavy.send((sent += 1));
  });
  const cpuNs = () => Number(readFileSync(`/proc/${pid}/task/${tid}/schedstat`, 'utf8').split(' ')[0]);
  const results = [];
  for (const type of requestTypes) {
    for (let index = 0; index < warmup; index += 1) await type.send((sent += 1));
    const before = cpuNs();
    const started = performance.now();
    for (let index = 0; index < count; index += 1) await type.send((sent += 1));
    const wallMs = performance.now() - started;
    results.push({ name: type.name, cpuMs: round((cpuNs() - before) / 1e6 / count), wallMs: round(wallMs / count), requests: count });
  }
  return results;
}

/** The table the bench prints: each request type's CPU time beside the Free plan's 10 ms and the Paid default. */
export function cpuText({ pbkdf2ReferenceMs, requestTypes }) {
  const header = ['request', 'CPU', 'wall', 'Free 10 ms', 'Paid 30 s'];
  const rows = requestTypes.map(({ name, cpuMs, wallMs }) => [
    name,
    `${cpuMs.toFixed(2)} ms`,
    `${wallMs.toFixed(1)} ms`,
    cpuMs <= PLAN_LIMITS_MS.free ? 'fits' : `over (${(cpuMs / PLAN_LIMITS_MS.free).toFixed(1)}×)`,
    cpuMs <= PLAN_LIMITS_MS.paidDefault ? 'fits' : 'over',
  ]);
  const widths = header.map((_, column) => Math.max(...[header, ...rows].map((row) => row[column].length)));
  const line = (row) => row.map((cell, column) => (column === 0 ? cell.padEnd(widths[column]) : cell.padStart(widths[column]))).join('  ');
  return [
    line(header),
    ...rows.map(line),
    `(yardstick: one PBKDF2-SHA256 of 100,000 iterations costs ${pbkdf2ReferenceMs.toFixed(1)} ms of CPU in Node on this machine)`,
  ].join('\n');
}
