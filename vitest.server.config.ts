import { defineConfig } from "vitest/config";
import base from "./vitest.config.js";

// The server's tests start the built server (`npm run build:server`, which `npm run test:server`
// runs first) as a child process, so `npm test` runs them after the build, apart from the unit tests.
export default defineConfig({
  ...base,
  test: {
    ...base.test,
    include: ["test/server/**/*.test.ts"],
    exclude: ["**/node_modules/**"],
    // One file at a time: each starts servers and many clients on a shared machine.
    fileParallelism: false,
    testTimeout: 120_000,
    hookTimeout: 60_000,
  },
});
