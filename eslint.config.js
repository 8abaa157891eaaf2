import js from "@eslint/js";
import tseslint from "typescript-eslint";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import { readdirSync } from "node:fs";

/** The feature folders of an app, by name. */
const featuresOf = (dir) =>
  readdirSync(new URL(dir, import.meta.url), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);
const SERVER_FEATURES = featuresOf("./apps/server/src/features/");
const WEB_FEATURES = featuresOf("./apps/web/src/features/");

const ONLY_REPOS_IMPORT_DRIZZLE = {
  group: ["drizzle-orm", "drizzle-orm/*"],
  message: "Only *.repo.ts files import Drizzle.",
};

const OWN_REPOS_ONLY =
  "A feature reads and writes only its own repo; call the owning feature's service instead (ADR 080).";

/**
 * Another server feature's repo, seen from a file `depth` folders below the feature `own` (the
 * application area has sub-modules): a relative path that climbs out of `own` into a sibling, or
 * one through `/features/`.
 */
const otherFeaturesRepo = (own, depth) => ({
  regex: `^(\\.\\./){${depth + 1}}(?!${own}/)[^/]+/(.+/)?[^/]+\\.repo(\\.ts)?$|/features/(?!${own}/)[^/]+/(.+/)?[^/]+\\.repo(\\.ts)?$`,
  message: OWN_REPOS_ONLY,
});

/** Any feature's repo, seen from outside the features. */
const NO_FEATURE_REPO = {
  group: ["**/features/**/*.repo", "**/features/**/*.repo.ts"],
  message: OWN_REPOS_ONLY,
};

const ONLY_THE_CONTRACT = {
  group: ["**/apps/server/**", "**/server/src/**", "@jobatlas/server", "@jobatlas/server/*"],
  message: "Import from @jobatlas/contract only.",
};

const PUBLIC_PARTS_ONLY =
  "Import another feature only through its index.ts (@/features/<name>), which declares its public parts (ADR 080).";

/**
 * Deep imports into another web feature, seen from a file `depth` folders below the feature `own`:
 * by alias (@/features/<other>/…) or by a relative path that climbs out of `own` into a sibling.
 */
const otherFeaturesInsides = (own, depth) => [
  {
    group: ["@/features/*/**", `!@/features/${own}/**`],
    message: PUBLIC_PARTS_ONLY,
  },
  { regex: `^(\\.\\./){${depth + 1}}(?!${own}/|\\.\\./)[^/]+/.`, message: PUBLIC_PARTS_ONLY },
];

/**
 * The modules of the public pages' first load (ADR 084): they take the contract from its zod-free
 * entry, @jobatlas/contract/core, and never import zod; types may come from anywhere. A value they
 * need from a module with schemas moves into packages/contract/src/core/. The set is what the build
 * puts into the search, company and listing pages' initial chunks;
 * e2e/discovery/first-load-without-zod.spec.ts checks the result. Whole features here are listed
 * in FIRST_LOAD_FEATURES, single files of other features in FIRST_LOAD_FILES.
 */
const FIRST_LOAD_SHARED = [
  "apps/web/src/app/**/*.{ts,tsx}",
  "apps/web/src/routes/**/*.{ts,tsx}",
  "apps/web/src/components/layout/**/*.{ts,tsx}",
  "apps/web/src/components/map/**/*.{ts,tsx}",
  "apps/web/src/components/errors/**/*.{ts,tsx}",
  "apps/web/src/lib/**/*.{ts,tsx}",
];
const FIRST_LOAD_FEATURES = ["search", "companies", "likes", "hidden-employers"];
const FIRST_LOAD_FILES = [
  "subscriptions/from-search.ts",
  "subscriptions/api/create-subscription.ts",
  "subscriptions/api/keys.ts",
  "subscriptions/components/notify-me.tsx",
  "auth/require-session.ts",
];
/** zod (configured), its messages and the industries' words load with the forms and pickers that use them. */
const FIRST_LOAD_IGNORES = [
  "apps/web/**/*.test.{ts,tsx}",
  "apps/web/src/lib/zod.ts",
  "apps/web/src/lib/zod-messages.ts",
  "apps/web/src/lib/industry-words.ts",
];
const FIRST_LOAD_MESSAGE =
  "The public pages' first load takes the contract from @jobatlas/contract/core (no zod); types may come from @jobatlas/contract.";

/** The import rule of web files, with the first load's limits where `firstLoad`. */
const webImports = (patterns, firstLoad) => [
  "error",
  firstLoad
    ? {
        paths: [
          { name: "@jobatlas/contract", allowTypeImports: true, message: FIRST_LOAD_MESSAGE },
          { name: "@jobatlas/contract/occupations", allowTypeImports: true, message: FIRST_LOAD_MESSAGE },
          { name: "zod", allowTypeImports: true, message: FIRST_LOAD_MESSAGE },
        ],
        patterns: [...patterns, { group: ["zod/*"], allowTypeImports: true, message: FIRST_LOAD_MESSAGE }],
      }
    : { patterns },
];

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
    // Outside the features (seed, worker, plugins, test helpers, faults): no feature's repo; its
    // service. Tests of shared parts (plugins/*.test.ts) may arrange rows through any repo.
    files: ["apps/server/src/**/*.{ts,tsx}", "apps/server/test/**/*.{ts,tsx}"],
    ignores: ["apps/server/src/features/**", "apps/server/src/**/*.test.ts"],
    rules: { "no-restricted-imports": ["error", { patterns: [NO_FEATURE_REPO] }] },
  },
  {
    // The outbox worker is the delivery half of the mail feature's outbox (ADR 006).
    files: ["apps/server/src/worker/outbox-worker.ts"],
    rules: { "no-restricted-imports": "off" },
  },
  {
    // Only repositories talk to the database (docs/domain.md §2).
    files: ["apps/server/src/sessions/**/*.{ts,tsx}"],
    ignores: ["apps/server/src/**/*.repo.ts", "apps/server/src/**/*.test.ts"],
    rules: { "no-restricted-imports": ["error", { patterns: [ONLY_REPOS_IMPORT_DRIZZLE, NO_FEATURE_REPO] }] },
  },
  // Per feature: only repositories talk to the database (docs/domain.md §2), and a feature's code
  // (tests included) uses only its own repo (ADR 080).
  ...SERVER_FEATURES.flatMap((feature) =>
    [0, 1].flatMap((depth) => {
      const here = `apps/server/src/features/${feature}/${"*/".repeat(depth)}`;
      const ownRepoOnly = [otherFeaturesRepo(feature, depth)];
      return [
        {
          files: [`${here}*.{ts,tsx}`],
          rules: {
            "no-restricted-imports": ["error", { patterns: [ONLY_REPOS_IMPORT_DRIZZLE, ...ownRepoOnly] }],
          },
        },
        {
          files: [`${here}*.repo.ts`, `${here}*.test.ts`],
          rules: { "no-restricted-imports": ["error", { patterns: ownRepoOnly }] },
        },
      ];
    }),
  ),
  {
    // Routes are HTTP only: they call services, never repositories (docs/domain.md §2).
    files: ["apps/server/src/features/**/*.routes.{ts,tsx}"],
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
    files: ["apps/server/src/plugins/**/*.{ts,tsx}"],
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
    // The org-context plugin binds the orgs feature's membership look-up and permission table to
    // requests (ADR 080): the one plugin that imports a feature, and only those three modules.
    files: ["apps/server/src/plugins/org-context.ts"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            {
              regex: "/features/(?!orgs/orgs\\.(service|policy|types)$)",
              message: "The org-context plugin uses only orgs.service, orgs.policy and orgs.types.",
            },
          ],
        },
      ],
    },
  },
  {
    // The web app knows the server only through the contract.
    files: ["apps/web/**/*.{ts,tsx}"],
    rules: { "no-restricted-imports": webImports([ONLY_THE_CONTRACT], false) },
  },
  {
    files: FIRST_LOAD_SHARED,
    ignores: FIRST_LOAD_IGNORES,
    rules: { "no-restricted-imports": webImports([ONLY_THE_CONTRACT], true) },
  },
  // Web features use one another only through what each declares public in its index.ts (ADR 080);
  // the first load's features and files keep its limits too.
  ...WEB_FEATURES.flatMap((feature) =>
    [0, 1, 2, 3].flatMap((depth) => {
      const patterns = [ONLY_THE_CONTRACT, ...otherFeaturesInsides(feature, depth)];
      const here = `apps/web/src/features/${feature}/${"*/".repeat(depth)}`;
      const firstLoadFiles = FIRST_LOAD_FEATURES.includes(feature)
        ? [`${here}*.{ts,tsx}`]
        : FIRST_LOAD_FILES.filter((file) => file.startsWith(`${feature}/`) && file.split("/").length === depth + 2).map(
            (file) => `apps/web/src/features/${file}`,
          );
      return [
        { files: [`${here}*.{ts,tsx}`], rules: { "no-restricted-imports": webImports(patterns, false) } },
        ...(firstLoadFiles.length > 0
          ? [
              {
                files: firstLoadFiles,
                ignores: FIRST_LOAD_IGNORES,
                rules: { "no-restricted-imports": webImports(patterns, true) },
              },
            ]
          : []),
      ];
    }),
  ),
  {
    // The contract's core itself: no zod, and of the rest of the contract only types and the industries' data.
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
