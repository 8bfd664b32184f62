// Starting and stopping the local servers (sandbox, workerd) as process groups, so nothing is
// left running when the parent stops (killing npx alone leaves vite and workerd behind).
import { spawn } from "node:child_process";

export const QUIET_WRANGLER_ENV = {
  WRANGLER_SEND_METRICS: "false",
  CLOUDFLARE_CF_FETCH_ENABLED: "false",
  WRANGLER_LOG: process.env.WRANGLER_LOG ?? "warn",
};

export function startProcess(name, command, args, { env = {}, quiet = false, supervised = false } = {}) {
  const child = spawn(command, args, {
    env: { ...process.env, ...QUIET_WRANGLER_ENV, ...env },
    stdio: quiet ? ["ignore", "ignore", "pipe"] : ["ignore", "inherit", "inherit"],
    detached: true,
  });
  if (quiet) child.stderr?.on("data", (chunk) => process.stderr.write(`[${name}] ${chunk}`));
  child.on("exit", (code, signal) => {
    // A supervised process's exit is logged by its supervisor, with what happens next.
    if (code !== 0 && signal === null && !stopping && !supervised) console.error(`${name} exited with code ${code}`);
  });
  children.push(child);
  return child;
}

/**
 * Keeps a server running: when it exits on its own (a crash, the runtime gone), the exit is
 * logged and it is started again half a second later. One that dies young (its port taken, a
 * broken build) is retried less and less often, up to every 8 s. `current` is the running child.
 */
export function superviseProcess(name, command, args, options = {}) {
  const supervised = { current: null, restarts: 0 };
  let delayMs = FIRST_RESTART_DELAY_MS;
  const start = () => {
    const startedAt = Date.now();
    const child = startProcess(name, command, args, { ...options, supervised: true });
    supervised.current = child;
    child.on("exit", (code, signal) => {
      if (stopping) return;
      supervised.restarts += 1;
      delayMs = Date.now() - startedAt < HEALTHY_AFTER_MS ? Math.min(delayMs * 2, LONGEST_RESTART_DELAY_MS) : FIRST_RESTART_DELAY_MS;
      console.error(`${name} stopped (${signal ?? `exit code ${code}`}) at ${new Date().toISOString()}; starting it again in ${delayMs} ms`);
      setTimeout(start, delayMs);
    });
  };
  start();
  return supervised;
}

const FIRST_RESTART_DELAY_MS = 500;
const HEALTHY_AFTER_MS = 10_000;
const LONGEST_RESTART_DELAY_MS = 8_000;
let stopping = false;
const children = [];

// The servers run detached, in process groups of their own, so a parent that ends without
// stopAll() (an uncaught error) would leave them holding their ports: the next bench then found
// 8840 taken and its worker restarting forever. Whatever is still running goes with the parent.
process.on("exit", () => {
  for (const child of children) if (isRunning(child)) signalGroup(child, "SIGTERM");
});

const isRunning = (child) => child.exitCode === null && child.signalCode === null;

/** Sends `name` to the child's whole process group (the server and what it started). */
function signalGroup(child, name) {
  try {
    process.kill(-child.pid, name);
  } catch {
    // already gone
  }
}

/**
 * Stops every process started here (each whole process group). The promise settles once they
 * have all exited (a group still there after 5 s is killed), so a caller can start new servers
 * on the same ports; supervisors restart nothing meanwhile.
 */
export function stopAll() {
  stopping = true;
  const stopped = children.splice(0).map((child) => {
    if (!isRunning(child)) return Promise.resolve();
    const exited = new Promise((resolve) => child.once("exit", resolve));
    signalGroup(child, "SIGTERM");
    const killer = setTimeout(() => signalGroup(child, "SIGKILL"), 5_000);
    return exited.finally(() => clearTimeout(killer));
  });
  return Promise.all(stopped).then(() => {
    stopping = false;
  });
}

export async function waitForHttp(url, { timeoutMs = 60_000, label = url } = {}) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(2_000) });
      if (response.status < 500) return;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${label} did not come up within ${timeoutMs} ms`);
}

export function runToCompletion(command, args, env = {}) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { env: { ...process.env, ...QUIET_WRANGLER_ENV, ...env }, stdio: "inherit" });
    child.on("exit", (code) => (code === 0 ? resolve() : reject(new Error(`${command} ${args.join(" ")} exited with ${code}`))));
  });
}
