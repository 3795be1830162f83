// What a cold load needs first starts at once (config, manifest, session check, the screen's data and code).
import './app/early';
// Async boundary: shared singletons (react, router, …) are negotiated by Module Federation before the app runs.
import('./bootstrap');
