import path from "node:path";

/** Where the route layer keeps its throwaway files (data/ is ignored by git). */
export const ROUTE_TESTS_DIR = path.join("data", "route-tests");
/** The route ids each test file's passing tests reached, one JSON file per test file. */
export const HITS_DIR = path.join(ROUTE_TESTS_DIR, "hits");
/** Every screen state the passing route tests reached, one JSON file per state (screens.ts). */
export const SCREENS_DIR = path.join(ROUTE_TESTS_DIR, "screens");
