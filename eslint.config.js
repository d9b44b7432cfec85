import js from "@eslint/js";
import boundaries from "eslint-plugin-boundaries";
import globals from "globals";
import reactHooks from "eslint-plugin-react-hooks";
import tseslint from "typescript-eslint";

/**
 * The layers (docs/decisions/037): each folder is one, and an import may only point down or sideways as
 * listed. routes -> web -> models -> services, and everything -> domain.
 */
const LAYERS = [
  // A route folder (route.tsx beside its own intents.server.ts) is one element: its files are its own.
  { type: "route-folder", pattern: "app/routes/*", partialMatch: false, capture: ["route"] },
  { type: "routes", pattern: "app/routes", partialMatch: false },
  { type: "web", pattern: "app/web", partialMatch: false },
  { type: "models", pattern: "app/models", partialMatch: false },
  { type: "services", pattern: "app/services", partialMatch: false },
  { type: "components", pattern: "app/components", partialMatch: false },
  { type: "validation", pattern: "app/validation", partialMatch: false },
  { type: "illustrations", pattern: "app/illustrations", partialMatch: false },
  { type: "domain", pattern: "app/domain", partialMatch: false },
  { type: "db-schema", pattern: "db/schema", partialMatch: false },
  { type: "db-seed", pattern: "db/seed", partialMatch: false },
  // Last, so they take only the files left at the top of each folder: the document shell (root.tsx) and the
  // server entry, which sit with the routes; the database connection (opening the file, running the
  // migrations, the handle's type).
  { type: "shell", pattern: "app", partialMatch: false },
  { type: "db-connection", pattern: "db", partialMatch: false },
];

const BELOW_ROUTES = ["web", "models", "services", "components", "validation", "illustrations", "domain"];

/** What each layer may import, besides itself (a route folder: only its own files). */
const MAY_IMPORT = {
  shell: BELOW_ROUTES,
  routes: BELOW_ROUTES,
  "route-folder": BELOW_ROUTES,
  web: ["models", "services", "validation", "illustrations", "domain", "db-seed"],
  models: ["services", "validation", "illustrations", "domain", "db-schema", "db-connection"],
  services: ["illustrations", "domain", "db-connection"],
  components: ["validation", "illustrations", "domain"],
  validation: ["domain"],
  illustrations: ["domain"],
  domain: [],
  "db-schema": ["domain"],
  "db-seed": ["db-schema", "db-connection", "domain"],
  "db-connection": ["db-schema"],
};

export default tseslint.config(
  { ignores: ["build/", "node_modules/", "data/", "test-results/", "playwright-report/", "db/migrations/"] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ["**/*.{ts,tsx}"],
    plugins: { "react-hooks": reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
      "@typescript-eslint/consistent-type-imports": ["error", { fixStyle: "inline-type-imports" }],
    },
  },
  {
    files: ["**/*.js"],
    languageOptions: { globals: globals.node },
  },
  {
    // A server module must never reach the browser bundle: components, domain rules and drawings stay clean of it.
    files: ["app/components/**", "app/domain/**", "app/illustrations/**", "app/validation/**"],
    rules: {
      // `import type` is erased before bundling, so a shape defined by a server module crosses the line as a type.
      "no-restricted-imports": [
        "error",
        { patterns: [{ group: ["**/*.server", "**/*.server.ts"], message: "Server-only module", allowTypeImports: true }] },
      ],
    },
  },
  {
    // Code that runs in the browser prints numbers and dates without Intl: a page's first Intl call loads the
    // browser's ICU data, a long task on a phone (docs/decisions/062). app/domain/numbers.ts and dates.ts do it.
    files: ["app/components/**", "app/domain/**", "app/routes/**/*.tsx", "app/root.tsx"],
    rules: {
      "no-restricted-syntax": [
        "error",
        {
          selector: "MemberExpression[object.name='Intl']",
          message: "Intl loads ICU data in the browser: use ~/domain/numbers or ~/domain/dates.",
        },
        {
          selector: "CallExpression[callee.property.name=/^toLocale(Date|Time)?String$/]",
          message: "toLocaleString loads ICU data in the browser: use ~/domain/numbers or ~/domain/dates.",
        },
      ],
    },
  },
  {
    files: ["app/**/*.{ts,tsx}", "db/**/*.ts"],
    plugins: { boundaries },
    settings: {
      "import/resolver": { typescript: { project: "./tsconfig.json" } },
      "boundaries/include": ["app/**", "db/**"],
      "boundaries/elements": LAYERS,
    },
    rules: {
      "boundaries/dependencies": [
        "error",
        {
          default: "disallow",
          policies: [
            ...Object.entries(MAY_IMPORT).map(([layer, below]) => ({
              from: { element: { type: layer } },
              allow: { to: { element: { types: layer === "route-folder" ? below : [layer, ...below] } } },
            })),
            {
              from: { element: { type: "route-folder" } },
              allow: { to: { element: { type: "route-folder", captured: { route: "{{ from.captured.route }}" } } } },
            },
            // A component may name the root loader's type and a model's shapes (never their code).
            {
              from: { element: { type: "components" } },
              allow: { to: { element: { types: ["shell", "models"] } }, dependency: { kind: "type" } },
            },
          ],
        },
      ],
      // Every file of app/ and db/ belongs to a layer, and every import of one resolves to a file.
      "boundaries/no-unknown-files": "error",
      "boundaries/no-unknown-dependencies": "error",
    },
  },
);
