export { proxyRequest } from "./proxy-request";
export { issueXsrfCookie } from "./xsrf-cookie";
