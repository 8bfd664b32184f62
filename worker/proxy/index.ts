export { proxyRequest } from "./proxy-request";
export { issueXsrfCookie } from "./xsrf-cookie";
export { PROXIED_PREFIXES, checkApiPath } from "./api-path";
export { upstreamTimeoutMs } from "./upstream-timeout";
