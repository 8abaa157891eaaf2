import { z } from "zod";

// The pages' CSP has no 'unsafe-eval', so zod cannot compile its object parsers anyway; without
// this it would find that out by trying `new Function("")` when the first object schema is made,
// which Chrome reports as a CSP violation (Lighthouse's inspector-issues, issue 12 §7). Parsing is
// the same either way. main.tsx imports this module first, before any schema is made.
z.config({ jitless: true });
