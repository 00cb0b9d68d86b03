import { vi } from "vitest";

// The web project keeps one worker's jsdom and its loaded packages from one file to the next
// (vitest.config.ts), but each file gets the app's own modules afresh: a new i18next instance, new
// stores, and its own vi.mock factories applied to whatever it imports. Runs before setup.ts.
vi.resetModules();
