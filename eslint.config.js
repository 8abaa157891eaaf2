import js from "@eslint/js";
import tseslint from "typescript-eslint";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";

const WEB_KNOWS_THE_SERVER_THROUGH_THE_CONTRACT = {
  group: ["**/apps/server/**", "**/server/src/**", "@jobatlas/server", "@jobatlas/server/*"],
  message: "Import from @jobatlas/contract only.",
};

const ONLY_REPOS_IMPORT_DRIZZLE = {
  group: ["drizzle-orm", "drizzle-orm/*"],
  message: "Only *.repo.ts files import Drizzle.",
};

/** The modules of the public pages' first load (the block at the end of this file). */
const FIRST_LOAD = [
  "apps/web/src/app/**/*.{ts,tsx}",
  "apps/web/src/routes/**/*.{ts,tsx}",
  "apps/web/src/components/layout/**/*.{ts,tsx}",
  "apps/web/src/components/map/**/*.{ts,tsx}",
  "apps/web/src/components/errors/**/*.{ts,tsx}",
  "apps/web/src/features/search/**/*.{ts,tsx}",
  "apps/web/src/features/companies/**/*.{ts,tsx}",
  "apps/web/src/features/likes/**/*.{ts,tsx}",
  "apps/web/src/features/hidden-employers/**/*.{ts,tsx}",
  "apps/web/src/features/subscriptions/from-search.ts",
  "apps/web/src/features/subscriptions/api/create-subscription.ts",
  "apps/web/src/features/subscriptions/api/keys.ts",
  "apps/web/src/features/subscriptions/components/notify-me.tsx",
  "apps/web/src/features/auth/require-session.ts",
  "apps/web/src/lib/**/*.{ts,tsx}",
];
const FIRST_LOAD_MESSAGE =
  "The public pages' first load takes the contract from @jobatlas/contract/core (no zod); types may come from @jobatlas/contract.";

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
          patterns: [WEB_KNOWS_THE_SERVER_THROUGH_THE_CONTRACT],
        },
      ],
    },
  },
  // ---------------------------------------------------------------------------------------------
  // The public pages' first load (docs/decisions/084-public-pages-module.md): the modules in the
  // search, company and listing pages' first scripts take the contract from its zod-free entry,
  // @jobatlas/contract/core, and never import zod; types may come from anywhere. A value they need
  // from a module with schemas moves into packages/contract/src/core/. The set is what the build
  // puts into those pages' initial chunks; e2e/public-pages/first-load.spec.ts checks the result.
  // ---------------------------------------------------------------------------------------------
  {
    files: FIRST_LOAD,
    // zod (configured), its messages and the industries' words load with the forms and pickers that use them.
    ignores: [
      "apps/web/**/*.test.{ts,tsx}",
      "apps/web/src/lib/zod.ts",
      "apps/web/src/lib/zod-messages.ts",
      "apps/web/src/lib/industry-words.ts",
    ],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          paths: [
            { name: "@jobatlas/contract", allowTypeImports: true, message: FIRST_LOAD_MESSAGE },
            { name: "@jobatlas/contract/occupations", allowTypeImports: true, message: FIRST_LOAD_MESSAGE },
            { name: "zod", allowTypeImports: true, message: FIRST_LOAD_MESSAGE },
          ],
          patterns: [
            WEB_KNOWS_THE_SERVER_THROUGH_THE_CONTRACT,
            { group: ["zod/*"], allowTypeImports: true, message: FIRST_LOAD_MESSAGE },
          ],
        },
      ],
    },
  },
  {
    // The core itself: no zod, and of the rest of the contract only types and the industries' data.
    files: ["packages/contract/src/core/**/*.ts"],
    ignores: ["packages/contract/src/core/**/*.test.ts"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          paths: [{ name: "zod", allowTypeImports: true, message: "The contract's core imports no zod." }],
          patterns: [
            {
              regex: "^\\.\\./(?!industries\\.data$)",
              allowTypeImports: true,
              message: "The contract's core imports only types from the modules with schemas.",
            },
          ],
        },
      ],
    },
  },
);
