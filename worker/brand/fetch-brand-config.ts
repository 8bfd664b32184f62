import { brandConfigFromStrapi, brandConfigurationPath, type BrandConfig } from "../../shared/brand-config";

/** The configuration service answered, but not usably (down, 5xx, invalid document). */
class ConfigServiceError extends Error {
  override name = "ConfigServiceError";
}

/** Fetches and validates a domain's brand configuration; `null` when the domain has none. */
export async function fetchBrandConfig(configBaseUrl: string, domain: string, timeoutMs: number): Promise<BrandConfig | null> {
  const url = `${configBaseUrl.replace(/\/$/, "")}${brandConfigurationPath(domain)}`;
  let response: Response;
  try {
    response = await fetch(url, {
      headers: { accept: "application/json" },
      signal: AbortSignal.timeout(timeoutMs),
    });
  } catch (error) {
    throw new ConfigServiceError(`configuration service unreachable: ${String(error)}`);
  }
  if (response.status === 404) return null;
  if (!response.ok) throw new ConfigServiceError(`configuration service answered ${response.status}`);

  const document = (await response.json().catch(() => {
    throw new ConfigServiceError(`configuration service answered ${response.status} with a body that is not JSON`);
  })) as { data?: unknown } | undefined;
  if (document && document.data === null) return null;
  const parsed = brandConfigFromStrapi(document);
  if (!parsed.ok) {
    throw new ConfigServiceError(`invalid brand configuration for ${domain}: ${parsed.issues.join("; ")}`);
  }
  return parsed.brand;
}
