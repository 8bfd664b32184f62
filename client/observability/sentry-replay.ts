/** Session replay on its own chunk: the heaviest part of the SDK, loaded last (sentry-client.ts). */
export { replayIntegration } from "@sentry/react";
