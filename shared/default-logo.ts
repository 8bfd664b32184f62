import { isDevHost } from "./dev/dev-host";

/**
 * The loading screen shows the brand's secondary logo; without one it falls back to a default
 * logo chosen from the hostname (SPEC §2): local hosts get the development mark, others the
 * neutral one.
 */
export function defaultLogoForHostname(hostname: string): string {
  return isDevHost(hostname) ? "/logos/default-localhost.svg" : "/logos/default.svg";
}

export function loadingLogo(secondaryLogo: string | null, hostname: string): string {
  return secondaryLogo ?? defaultLogoForHostname(hostname);
}
