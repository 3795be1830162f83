import { config } from '@zapdesk/core';

/** Serves the web app on its own origin; until the shell is built, a page saying so. */
export function createWebServer(port: number) {
  const cfg = config();
  return Bun.serve({
    port,
    hostname: cfg.host,
    fetch(req) {
      const url = new URL(req.url);
      if (url.pathname === '/remotes.json') return Response.json({});
      return new Response(
        `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Zapdesk</title></head><body style="font-family:system-ui;margin:4rem">
<h1>Zapdesk</h1><p>The web app is not built yet. The API is running at <a href="${cfg.apiUrl}/docs">${cfg.apiUrl}/docs</a>.</p></body></html>`,
        { headers: { 'content-type': 'text/html; charset=utf-8' } },
      );
    },
  });
}
