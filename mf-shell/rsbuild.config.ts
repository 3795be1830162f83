import { defineConfig } from '@rsbuild/core';
import { pluginReact } from '@rsbuild/plugin-react';
import { pluginModuleFederation } from '@module-federation/rsbuild-plugin';
import { mfExperiments, mfShared, sharedVersionsDefine } from '@zapdesk/client/mf-shared';
import rootPkg from '../package.json' with { type: 'json' };

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
  performance: { chunkSplit: { strategy: 'split-by-experience' } },
  environments: {
    web: {
      plugins: [pluginModuleFederation({ name: 'zapdesk_shell', remotes: {}, shared: mfShared(import.meta.dirname), experiments: mfExperiments, dts: false, manifest: false })],
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
