import { defineConfig, type RsbuildPlugin } from '@rsbuild/core';
import { pluginReact } from '@rsbuild/plugin-react';
import { pluginModuleFederation } from '@module-federation/rsbuild-plugin';
import { mfExperiments, mfShared, sharedVersionsDefine } from '@zapdesk/client/mf-shared';
import { chunkGroupFiles, entryFiles, pluginCompileHints, type HintCompilation } from '@zapdesk/client/mf-compile-hints';
import { shellChunkSplit } from '@zapdesk/client/mf-chunks';
import rootPkg from '../package.json' with { type: 'json' };

/**
 * The shell's files a page with a session runs before its first screen, from the chunk graph (the origins of its
 * chunk groups; a build where none matches finds none): the chunks of the async boundary (`import('./bootstrap')`
 * in src/index.ts) and of every shared module the shell provides (react, the router, i18n…: the bootstrap needs
 * them all), and the layout's (`import(AppLayout)` in src/bootstrap.tsx, needed only with a session).
 */
function bootFiles(compilation: HintCompilation) {
  const usable = (file: string) => /\.(js|css)$/.test(file);
  const bootstrap = chunkGroupFiles(compilation, (g) => g.origins.some((o) => o.request === './bootstrap' && /[\\/]src[\\/]index\.ts$/.test(o.module)));
  const shared = chunkGroupFiles(compilation, (g) => g.origins.some((o) => o.module.startsWith('provide shared module')));
  const boot = [...new Set([...bootstrap, ...shared])].filter(usable);
  const layout = chunkGroupFiles(compilation, (g) => g.origins.some((o) => o.request === './features/layout/components/AppLayout' && /[\\/]src[\\/]bootstrap\.tsx$/.test(o.module))).filter((f) => usable(f) && !boot.includes(f));
  return { boot, layout };
}

/**
 * Writes into index.html what `bootFiles` finds:
 * - the boot chunks as `<link rel="preload">` after the entry script. The browser fetches them while it parses the
 *   page, instead of once the entry script has run and the federation runtime asks for them (~50 ms later on a warm
 *   load, each fetch then adding to the entry's own run: a script answered from the preload costs the page less to
 *   insert than one fetched then);
 * - the layout's chunks as a list in `<script type="application/json" id="zapdesk-preload">`, which app/early.ts
 *   preloads when the page has a session.
 */
function pluginBootPreload(): RsbuildPlugin {
  return {
    name: 'zapdesk:boot-preload',
    setup(api) {
      api.modifyHTMLTags((tags, { compilation, environment, assetPrefix }) => {
        if (environment.name !== 'web') return tags;
        const { boot, layout } = bootFiles(compilation as unknown as HintCompilation);
        const url = (file: string) => `${assetPrefix.replace(/\/$/, '')}/${file}`;
        const link = (file: string) => ({ tag: 'link', attrs: { rel: 'preload', as: file.endsWith('.css') ? 'style' : 'script', href: url(file) } });
        // After the entry script, which is asked for first and at a high priority: a deferred script is otherwise
        // a low-priority request, which Chromium holds back while high-priority preloads are in flight.
        const at = tags.headTags.findIndex((t) => t.tag === 'script' && typeof t.attrs?.src === 'string');
        if (at >= 0) tags.headTags[at].attrs = { ...tags.headTags[at].attrs, fetchpriority: 'high' };
        const preload = [...boot.map(link), { tag: 'script', attrs: { type: 'application/json', id: 'zapdesk-preload' }, children: JSON.stringify({ layout: layout.map(url) }) }];
        tags.headTags.splice(at < 0 ? tags.headTags.length : at + 1, 0, ...preload);
        return tags;
      });
    },
  };
}

/**
 * Two builds of the shell into one dist/:
 * - web: the host, which owns the router, session, socket, i18n and theme; remotes are registered at runtime
 *   from /remotes.json;
 * - login: the stand-alone login page (login.html, scripts under static/login/), without the router or the
 *   Module Federation runtime, served for a cold load of /login (api/src/web.ts).
 */
export default defineConfig({
  plugins: [pluginReact()],
  source: { define: { __APP_VERSION__: JSON.stringify(rootPkg.version), ...sharedVersionsDefine(import.meta.dirname) } },
  html: { title: 'Zapdesk', template: './src/index.html' },
  output: { assetPrefix: '/', legalComments: 'none' },
  // The boot's packages in one file (packages/client/src/mf-chunks.ts).
  performance: { chunkSplit: shellChunkSplit },
  environments: {
    web: {
      plugins: [
        pluginBootPreload(),
        // What a page with a session runs before its first screen (packages/client/src/mf-compile-hints.ts).
        pluginCompileHints((c) => {
          const { boot, layout } = bootFiles(c);
          return [...entryFiles(c), ...boot, ...layout];
        }, ['web']),
        pluginModuleFederation({ name: 'zapdesk_shell', remotes: {}, shared: mfShared(import.meta.dirname), experiments: mfExperiments, dts: false, manifest: false }),
      ],
      source: { entry: { index: './src/index.ts' } },
      output: { distPath: { root: 'dist' }, cleanDistPath: true },
    },
    login: {
      source: { entry: { login: './src/login.tsx' } },
      output: {
        distPath: { root: 'dist', js: 'static/login/js', jsAsync: 'static/login/js/async', css: 'static/login/css', cssAsync: 'static/login/css/async' },
        cleanDistPath: false,
      },
    },
  },
  server: { port: Number(process.env.WEB_DEV_PORT ?? 3100) },
});
