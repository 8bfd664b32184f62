// CPU per render, as workerd spends it: the CPU time (user + system, from /proc) of the workerd
// processes serving a port, over a run of requests one at a time, divided by the requests. Wall
// time would count the sandbox's answer and the wait for it; this counts only the runtime's work
// (our worker plus Miniflare's small entry worker in front of it). Linux only.
import { execFileSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { loopbackRequest } from "./loopback.mjs";

const TICKS_PER_SECOND = Number(execFileSync("getconf", ["CLK_TCK"], { encoding: "utf8" }).trim()) || 100;

/** The workerd processes listening on `port`, and their children's group. */
function workerdPidsServing(port) {
  const sockets = execFileSync("ss", ["-ltnpH", `sport = :${port}`], { encoding: "utf8" });
  const pids = [...sockets.matchAll(/pid=(\d+)/g)].map(([, pid]) => Number(pid));
  if (pids.length === 0) throw new Error(`nothing listens on port ${port}`);
  return [...new Set(pids)];
}

function cpuMs(pids) {
  let ticks = 0;
  for (const pid of pids) {
    // Fields after the command name (which may hold spaces): utime is the 14th field, stime the 15th.
    const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
    const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
    ticks += Number(fields[11]) + Number(fields[12]);
  }
  return (ticks / TICKS_PER_SECOND) * 1000;
}

/**
 * Median-free and simple: `requests` sequential requests after `warmup` ones; milliseconds of
 * workerd CPU per request (the clock ticks every 10 ms, so runs of a few hundred are needed).
 */
export async function measureRenderCpu({ url, port, headers = {}, requests = 200, warmup = 30 }) {
  const pids = workerdPidsServing(port);
  for (let i = 0; i < warmup; i++) await loopbackRequest(url, { headers });
  const before = cpuMs(pids);
  const started = performance.now();
  for (let i = 0; i < requests; i++) {
    const answer = await loopbackRequest(url, { headers });
    if (answer.status !== 200) throw new Error(`${url} answered ${answer.status}`);
  }
  const cpu = cpuMs(pids) - before;
  return { cpuMsPerRender: Math.round((cpu / requests) * 10) / 10, wallMsPerRender: Math.round(((performance.now() - started) / requests) * 10) / 10, requests };
}
