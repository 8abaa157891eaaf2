import js from "@eslint/js";
import tseslint from "typescript-eslint";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";

const ONLY_REPOS_IMPORT_DRIZZLE = {
  group: ["drizzle-orm", "drizzle-orm/*"],
  message: "Only *.repo.ts files import Drizzle.",
};

export default tseslint.config(
  {
    ignores: [
      "**/node_modules/**",
      "**/dist/**",
      "data/**",
      "build/**",
      "apps/web/src/routeTree.gen.ts",
      "test-results/**",
      "playwright-report/**",
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
      "@typescript-eslint/consistent-type-imports": "error",
      eqeqeq: ["error", "smart"],
    },
  },
  {
    files: ["apps/web/**/*.{ts,tsx}"],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { "react-hooks": reactHooks },
    rules: { "react-hooks/rules-of-hooks": "error", "react-hooks/exhaustive-deps": "error" },
  },
  {
    // Only repositories talk to the database (docs/domain.md §2).
    files: ["apps/server/src/features/**/*.ts", "apps/server/src/sessions/**/*.ts"],
    ignores: ["apps/server/src/**/*.repo.ts", "apps/server/src/**/*.test.ts"],
    rules: { "no-restricted-imports": ["error", { patterns: [ONLY_REPOS_IMPORT_DRIZZLE] }] },
  },
  {
    // Routes are HTTP only: they call services, never repositories (docs/domain.md §2).
    files: ["apps/server/src/features/**/*.routes.ts"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            ONLY_REPOS_IMPORT_DRIZZLE,
            { group: ["**/*.repo", "**/*.repo.ts"], message: "Routes call services; only services call repos." },
          ],
        },
      ],
    },
  },
  {
    // Plugins serve every feature and depend on none of them (the session module is shared).
    files: ["apps/server/src/plugins/**/*.ts"],
    ignores: ["apps/server/src/plugins/**/*.test.ts"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            {
              group: ["**/features/**"],
              message: "Plugins do not import features; move what both need to a shared module (e.g. sessions/).",
            },
          ],
        },
      ],
    },
  },
  {
    // The web app knows the server only through the contract.
    files: ["apps/web/**/*.{ts,tsx}"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            {
              group: ["**/apps/server/**", "**/server/src/**", "@jobatlas/server", "@jobatlas/server/*"],
              message: "Import from @jobatlas/contract only.",
            },
          ],
        },
      ],
    },
  },
);
