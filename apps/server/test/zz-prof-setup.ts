import { Session } from "node:inspector/promises";
import { writeFileSync, mkdirSync } from "node:fs";
import { afterAll } from "vitest";
const g = globalThis as { __prof?: Session; __n?: number };
if (!g.__prof) {
  g.__prof = new Session();
  g.__prof.connect();
  await g.__prof.post("Profiler.enable");
  await g.__prof.post("Profiler.start");
  g.__n = 0;
}
afterAll(async () => {
  const s = g.__prof as Session;
  const { profile } = await s.post("Profiler.stop");
  mkdirSync("/tmp/prof", { recursive: true });
  writeFileSync(`/tmp/prof/${process.pid}-${g.__n = (g.__n ?? 0) + 1}.cpuprofile`, JSON.stringify(profile));
  await s.post("Profiler.start");
});
