// What a cold load needs first starts at once (config, manifest, session check, the screen's data and remote).
import { preloadScreenCode } from './app/early';
// Async boundary: shared singletons (react, router, …) are negotiated by Module Federation before the app runs.
import('./bootstrap');
// After the shell's own chunks were asked for: the screen's remote code comes next.
preloadScreenCode();
