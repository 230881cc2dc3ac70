/**
 * How the test layers start Node for the servers they run (the security suite's and e2e's processes,
 * the route layer's workers). `--liftoff-only` keeps PGlite's WebAssembly on V8's baseline compiler:
 * the optimising one spent more CPU compiling the reference API's database than a test server lives
 * long enough to win back (decision 169). It changes how fast code runs, never what it does; the
 * product's own start (`npm start`, deploy/) is untouched.
 */
export const TEST_NODE_FLAGS = ["--liftoff-only"];
