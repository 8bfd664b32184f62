import type { Config } from "@react-router/dev/config";

export default {
  appDirectory: "client",
  // BUILD_DIR lets parallel checkouts or runs build side by side; everything else reads it too.
  buildDirectory: process.env.BUILD_DIR ?? "build",
  ssr: true,
  future: { v8_viteEnvironmentApi: true },
} satisfies Config;
