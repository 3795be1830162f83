import { defineConfig } from '@rsbuild/core';
import { pluginReact } from '@rsbuild/plugin-react';
import { pluginModuleFederation } from '@module-federation/rsbuild-plugin';
import { mfShared } from '@zapdesk/client/mf-shared';
import rootPkg from '../package.json' with { type: 'json' };

/** The host: owns the router, session, socket, i18n and theme; remotes are registered at runtime from /remotes.json. */
export default defineConfig({
  plugins: [
    pluginReact(),
    pluginModuleFederation({ name: 'zapdesk_shell', remotes: {}, shared: mfShared, dts: false, manifest: false }),
  ],
  source: {
    entry: { index: './src/index.ts' },
    define: { __APP_VERSION__: JSON.stringify(rootPkg.version) },
  },
  html: { title: 'Zapdesk', template: './src/index.html' },
  output: {
    distPath: { root: 'dist' },
    assetPrefix: '/',
    cleanDistPath: true,
    legalComments: 'none',
  },
  performance: { chunkSplit: { strategy: 'split-by-experience' } },
  server: { port: Number(process.env.WEB_DEV_PORT ?? 3100) },
});
