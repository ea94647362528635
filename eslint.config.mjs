// ESLint (flat config): typescript-eslint, React hooks, jsx-a11y and an import-cycle rule. `npm run lint`
// must report zero warnings; `npm test` runs it right after tsc.
import js from "@eslint/js";
import tseslint from "typescript-eslint";
import reactHooks from "eslint-plugin-react-hooks";
import jsxA11y from "eslint-plugin-jsx-a11y";
import { importX } from "eslint-plugin-import-x";
import { createTypeScriptImportResolver } from "eslint-import-resolver-typescript";
import globals from "globals";

export default tseslint.config(
  {
    ignores: [
      "node_modules/**",
      ".next/**",
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
    settings: { "import-x/resolver-next": [createTypeScriptImportResolver({ project: "./tsconfig.json" })] },
    rules: {
      "import-x/no-cycle": ["warn", { ignoreExternal: true }],
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
  // Tests read untyped JSON answers (`res.body.details.email`); typing every answer would add noise, not safety.
  { files: ["tests/**/*.ts", "e2e/**/*.ts"], rules: { "@typescript-eslint/no-explicit-any": "off" } },
  { files: ["**/*.tsx"], ...jsxA11y.flatConfigs.recommended },
  // `role="teacher"` on our own components is a Sprout role, not an ARIA one.
  { files: ["**/*.tsx"], rules: { "jsx-a11y/aria-role": ["error", { ignoreNonDOM: true }] } },
);
