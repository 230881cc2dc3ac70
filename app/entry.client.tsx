import { hydrate } from "./ui/shell/hydrate";

// The cookie check, error reporting and hydration live in the shell, with the framework (issue 23).
hydrate();
