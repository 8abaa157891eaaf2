// The pages' CSP has no 'unsafe-eval', so zod cannot compile its object parsers anyway; without
// this it would find that out by trying `new Function("")` when the first object schema is made,
// which Chrome reports as a CSP violation (Lighthouse's inspector-issues, issue 12 §7). Parsing is
// the same either way. main.tsx imports this module first, before any schema is made.
//
// Without importing zod (ADR 048): zod loads with the screens that use it, not with every page,
// and keeps its configuration in `globalThis.__zod_globalConfig`, which it takes over when it
// finds one (zod/v4/core/core.js). zod-setup.test.ts checks that zod reads `jitless` from here.
const holder = globalThis as { __zod_globalConfig?: Record<string, unknown> };
holder.__zod_globalConfig = Object.assign(holder.__zod_globalConfig ?? {}, { jitless: true });

export {};
