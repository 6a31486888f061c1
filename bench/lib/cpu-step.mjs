/** The bench's CPU step (bench/lib/cpu-time.mjs over bench/lib/cpu-requests.mjs), for `npm run bench` and `npm run bench:cpu`. */
import { cpuRequestTypes } from './cpu-requests.mjs';
import { cpuPerRequest, cpuText, pbkdf2Reference, PLAN_LIMITS_MS } from './cpu-time.mjs';

export async function measureCpu({ server, count = 20 }) {
  const pbkdf2ReferenceMs = Math.round(pbkdf2Reference() * 100) / 100;
  const requestTypes = await cpuPerRequest({ requestTypes: await cpuRequestTypes(server.baseURL), count });
  const cpu = {
    method: "CPU time of the Worker isolate's workerd thread (/proc schedstat) per request, sent one at a time",
    pbkdf2ReferenceMs,
    planLimitsMs: PLAN_LIMITS_MS,
    requestTypes,
  };
  console.log(cpuText(cpu));
  // The method's check: a sign-in does one PBKDF2 more than a cached read; a measure that misses it measures nothing.
  const cpuOf = (name) => requestTypes.find((type) => type.name === name)?.cpuMs ?? 0;
  const pbkdf2Seen = cpuOf('staff sign-in (PBKDF2)') - cpuOf('catalog read, cached');
  cpu.pbkdf2SeenMs = Math.round(pbkdf2Seen * 100) / 100;
  cpu.methodChecked = pbkdf2Seen >= pbkdf2ReferenceMs * 0.7;
  console.log(
    `  ${cpu.methodChecked ? '✔' : '⚠'} a sign-in costs ${cpu.pbkdf2SeenMs} ms more than a cached read; one PBKDF2 costs ${pbkdf2ReferenceMs} ms in Node` +
      (cpu.methodChecked ? '' : ': the measure missed work, do not trust these figures'),
  );
  return cpu;
}
