import { config } from 'zod';

// Zod compiles object parsers with `new Function` when the page allows it, and probes for that
// with Function(""): under our CSP (no 'unsafe-eval', decision 006) the probe is a reported
// violation. The interpreted parser is fast enough for one form.
config({ jitless: true });
