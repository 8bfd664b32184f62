import { REQUEST_TIMEOUT_MS } from "../../shared/constants";
import type { Env } from "../env";

/** How long the backend may take to answer (SPEC §9: 60 s); `PROXY_TIMEOUT_MS` overrides it (tests use 300). */
export function upstreamTimeoutMs(env: Pick<Env, "PROXY_TIMEOUT_MS">): number {
  const configured = Number(env.PROXY_TIMEOUT_MS);
  return Number.isFinite(configured) && configured > 0 ? configured : REQUEST_TIMEOUT_MS;
}
