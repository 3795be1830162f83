// What a cold load needs first starts at once (config, manifest, session check, the screen's data and remote).
import { preloadScreenCode } from './app/early';
// Async boundary: shared singletons (react, router, …) are negotiated by Module Federation before the app runs.
import('./bootstrap');
// Once the shell's own chunks were asked for (the federation runtime asks for most of them in microtasks after
// this script): the screen's remote code comes next, needed only after those have run.
setTimeout(preloadScreenCode, 0);
