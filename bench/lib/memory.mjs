/**
 * Memory of the processes under load: workerd's resident set from /proc (Miniflare starts workerd as a
 * child of this Node process and does not say which), and this Node host's own heap.
 */
import { readdirSync, readFileSync } from 'node:fs';

const MB = 1024 * 1024;
const toMb = (bytes) => Math.round((bytes / MB) * 10) / 10;

/** The fields of /proc/<pid>/status as a map of name to text. */
function statusOf(pid) {
  const fields = new Map();
  for (const line of readFileSync(`/proc/${pid}/status`, 'utf8').split('\n')) {
    const colon = line.indexOf(':');
    if (colon > 0) fields.set(line.slice(0, colon), line.slice(colon + 1).trim());
  }
  return fields;
}

/** A status figure such as "VmRSS: 123456 kB" in MB. */
const kbField = (fields, name) => toMb(Number.parseInt(fields.get(name) ?? 'NaN', 10) * 1024);

/** The pids of the workerd processes this Node process started. */
export function workerdPids(parent = process.pid) {
  const pids = [];
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const fields = statusOf(entry);
      if (fields.get('Name') === 'workerd' && fields.get('PPid') === String(parent)) pids.push(Number(entry));
    } catch {
      // The process ended while the list was read.
    }
  }
  return pids;
}

/** workerd's resident memory now (VmRSS) and at its peak so far (VmHWM), in MB. */
export function workerdMemory(pid) {
  const fields = statusOf(pid);
  return { rssMb: kbField(fields, 'VmRSS'), peakRssMb: kbField(fields, 'VmHWM') };
}

/** This Node process (autocannon and Miniflare's host side): its heap and resident set in MB. */
export function hostMemory() {
  const { heapUsed, heapTotal, rss } = process.memoryUsage();
  return { heapUsedMb: toMb(heapUsed), heapTotalMb: toMb(heapTotal), rssMb: toMb(rss) };
}
