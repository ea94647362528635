// ESLint (flat config): typescript-eslint, React hooks, jsx-a11y, an import-cycle rule and the layer map. `npm run
// lint` must report zero warnings; `npm test` runs it right after tsc.
import js from "@eslint/js";
import tseslint from "typescript-eslint";
import reactHooks from "eslint-plugin-react-hooks";
import jsxA11y from "eslint-plugin-jsx-a11y";
import { importX } from "eslint-plugin-import-x";
import { createTypeScriptImportResolver } from "eslint-import-resolver-typescript";
import globals from "globals";

// The layers of ARCHITECTURE.md, bottom first (docs/decisions/170). A file in lib/ imports its own layer and those
// below, never one above; tests (`*.test.ts`) stand outside, as they do in tests/kit/layers.test.ts, which also
// checks that every folder and file of lib/ is in exactly one layer. A new lib/ folder goes in one here.
const LAYERS = [
  {
    name: "base",
    paths: [
      "lib/db",
      "lib/generated",
      "lib/validation",
      "lib/env.ts",
      "lib/clock.ts",
      "lib/vocabulary.ts",
      "lib/countries.ts",
    ],
  },
  {
    name: "building blocks",
    paths: ["lib/http", "lib/mail", "lib/google", "lib/csv", "lib/jobs", "lib/live", "lib/puzzles"],
  },
  { name: "identity", paths: ["lib/auth"] },
  { name: "tenancy", paths: ["lib/access", "lib/audit"] },
  {
    name: "domains",
    paths: [
      "lib/accounts",
      "lib/a11y",
      "lib/activity",
      "lib/analytics",
      "lib/cards",
      "lib/chat",
      "lib/classes",
      "lib/classroom",
      "lib/contact",
      "lib/curriculum",
      "lib/dictionary",
      "lib/entitlements",
      "lib/lesson",
      "lib/licenses",
      "lib/notes",
      "lib/organizations",
      "lib/parents",
      "lib/payments",
      "lib/press",
      "lib/progress",
      "lib/reports",
      "lib/rostering",
      "lib/school-sign-in",
      "lib/schedule",
      "lib/standards",
      "lib/students",
    ],
  },
  { name: "route wrapper", paths: ["lib/api"] },
  { name: "server", paths: ["lib/server"] },
  // The worker threads' module (lib/jobs/pool.ts): it imports the domains' off-thread tasks; nothing imports it.
  { name: "worker threads", paths: ["lib/workers"] },
];
// Above every layer of lib/: the pages, routes and components, and the tools around them.
const OUTSIDE_LIB = ["app", "components", "proxy.ts", "instrumentation.ts", "tests", "e2e", "bench", "scripts"];
const layerZones = LAYERS.map((layer, i) => ({
  target: layer.paths,
  from: [...LAYERS.slice(i + 1).flatMap((above) => above.paths), ...OUTSIDE_LIB],
  message: `lib's ${layer.name} layer imports only itself and the layers below it (ARCHITECTURE.md "Layers").`,
}));

export default tseslint.config(
  {
    ignores: [
      "node_modules/**",
      ".next/**",
      "bench/floor/next/.next/**",
      ".data/**",
      ".e2e/**",
      "lib/generated/**",
      "public/**",
      "test-results/**",
      "playwright-report/**",
      "next-env.d.ts",
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ["**/*.{ts,tsx,mjs,js}"],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { "import-x": importX },
    settings: {
      "import-x/resolver-next": [createTypeScriptImportResolver({ project: "./tsconfig.json" })],
      // The plugin follows an import only into a file whose extension it knows, and it knows .js, .mjs and .cjs
      // alone unless told: without these two lines no-cycle never opened a .ts file and passed every cycle.
      "import-x/extensions": [".ts", ".tsx", ".mts", ".cts", ".js", ".jsx", ".mjs", ".cjs"],
      "import-x/parsers": { "@typescript-eslint/parser": [".ts", ".tsx", ".mts", ".cts"] },
    },
    rules: {
      "import-x/no-cycle": ["error", { ignoreExternal: true }],
      "@typescript-eslint/no-unused-vars": [
        "warn",
        { argsIgnorePattern: "^_", varsIgnorePattern: "^_", caughtErrors: "none" },
      ],
      "@typescript-eslint/consistent-type-imports": ["warn", { fixStyle: "inline-type-imports" }],
    },
  },
  {
    files: ["**/*.tsx", "components/**/*.ts"],
    plugins: { "react-hooks": reactHooks },
    // The classic two rules; the React Compiler rules of v7's preset are for code built with the compiler.
    rules: { "react-hooks/rules-of-hooks": "error", "react-hooks/exhaustive-deps": "warn" },
  },
  // The layer map, also for `import type` (the rule has no type-only exemption; decision 170).
  {
    files: ["lib/**/*.{ts,tsx}"],
    ignores: ["**/*.test.ts"],
    rules: { "import-x/no-restricted-paths": ["error", { zones: layerZones }] },
  },
  // Tests read untyped JSON answers (`res.body.details.email`); typing every answer would add noise, not safety.
  { files: ["tests/**/*.ts", "e2e/**/*.ts"], rules: { "@typescript-eslint/no-explicit-any": "off" } },
  { files: ["**/*.tsx"], ...jsxA11y.flatConfigs.recommended },
  // The browser's own dialogs block the page, cannot be styled or read well by a screen reader, and stack on ours:
  // confirmations go through the kit's useConfirm, messages through the error modal or a status line
  // (components/ui; docs/decisions/197).
  {
    files: ["app/**/*.{ts,tsx}", "components/**/*.{ts,tsx}", "lib/**/*.{ts,tsx}"],
    rules: {
      "no-restricted-globals": [
        "error",
        ...["confirm", "alert", "prompt"].map((name) => ({
          name,
          message: "Use the kit: useConfirm (components/ui/confirm-dialog) or the error modal (useApiError).",
        })),
      ],
      "no-restricted-properties": [
        "error",
        ...["window", "globalThis", "self"].flatMap((object) =>
          ["confirm", "alert", "prompt"].map((property) => ({
            object,
            property,
            message: "Use the kit: useConfirm (components/ui/confirm-dialog) or the error modal (useApiError).",
          })),
        ),
      ],
    },
  },
  // `role="teacher"` on our own components is a Sprout role, not an ARIA one. A box that scrolls is a named
  // `role="region"` with tabIndex 0, so a keyboard can reach and scroll it (axe's scrollable-region-focusable).
  {
    files: ["**/*.tsx"],
    rules: {
      "jsx-a11y/aria-role": ["error", { ignoreNonDOM: true }],
      "jsx-a11y/no-noninteractive-tabindex": [
        "error",
        { tags: [], roles: ["tabpanel", "region"], allowExpressionValues: true },
      ],
    },
  },
);
