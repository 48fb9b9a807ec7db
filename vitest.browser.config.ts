import { defineConfig } from "vitest/config";
import base from "./vitest.config.js";

// The browser tests need the built docs site (`npm run docs`), so `npm test` runs them after it,
// apart from the unit tests. Same setup as the unit tests, other files (no array merging).
export default defineConfig({
  ...base,
  test: {
    ...base.test,
    include: ["test/browser/**/*.test.ts"],
    exclude: ["**/node_modules/**"],
    testTimeout: 180_000,
    hookTimeout: 60_000,
  },
});
