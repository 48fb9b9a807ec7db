/**
 * The vitest configuration Stryker runs (stryker.config.mjs): the main one without the tests of
 * other concerns — the CLI (child processes), docs, package, size and layer checks, i18n, the
 * playground, bots, views, serialization, shapes and zod schemas,
 * and the simulation, replay and match tests, which also play whole hands while their files load:
 * code that runs outside a test counts as reaching every mutant, so each mutant would rerun the
 * whole suite. For `src/input` the security tests stay in: they are where the readers are tested.
 */
import { defineConfig, mergeConfig } from "vitest/config";
import base from "../../vitest.config.js";

export default mergeConfig(
  base,
  defineConfig({
    test: {
      exclude: [
        "**/node_modules/**",
        "dist/**",
        "test/package/**",
        "test/docs/**",
        "test/unit/cli.test.ts",
        "test/unit/sim.test.ts",
        "test/unit/serialize.test.ts",
        "test/unit/view.test.ts",
        "test/unit/match.test.ts",
        "test/unit/bots.test.ts",
        "test/unit/i18n.test.ts",
        "test/unit/layers.test.ts",
        "test/unit/playground.test.ts",
        "test/properties/shapes.property.test.ts",
        "test/size/**",
        ...(process.env.MUTATION_FOLDER === "input" ? [] : ["test/security/**"]),
        "test/properties/view.property.test.ts",
        "test/properties/serialize.property.test.ts",
        // Random playouts under every preset: the differential tests play them too, and check more.
        "test/properties/hand.property.test.ts",
        "test/properties/presets.property.test.ts",
      ],
    },
  }),
);
