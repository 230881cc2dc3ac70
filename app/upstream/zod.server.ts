import { z } from "zod";

// Our CSP forbids eval; zod's JIT object parser would otherwise probe for `new Function`.
z.config({ jitless: true });

export { z };
