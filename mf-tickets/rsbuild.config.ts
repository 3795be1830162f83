import { defineConfig } from '@rsbuild/core';
import { pluginReact } from '@rsbuild/plugin-react';
import { pluginModuleFederation } from '@module-federation/rsbuild-plugin';
import { mfExperiments, mfShared, pluginPublishRequirements } from '@zapdesk/client/mf-shared';
import { pluginCompileHints, remoteLoadFiles } from '@zapdesk/client/mf-compile-hints';
import { remoteChunkSplit } from '@zapdesk/client/mf-chunks';

/**
 * Remote "tickets": exposes route components only (their default export is the screen). The shell loads
 * remoteEntry.js from the URL in /remotes.json; assets resolve relative to it (assetPrefix 'auto').
 */
export default defineConfig({
  plugins: [
    pluginReact(),
    pluginPublishRequirements('zapdesk_tickets', import.meta.dirname),
    // Its entry and its screens' chunks run as a screen loads (packages/client/src/mf-compile-hints.ts).
    pluginCompileHints(remoteLoadFiles),
    pluginModuleFederation({
      name: 'zapdesk_tickets',
      filename: 'remoteEntry.js',
      exposes: {
        './TicketsPage': './src/exposes/TicketsPage.tsx',
        './ContactsPage': './src/exposes/ContactsPage.tsx',
        './QuickMessagesPage': './src/exposes/QuickMessagesPage.tsx',
        './TagsPage': './src/exposes/TagsPage.tsx',
        './KanbanPage': './src/exposes/KanbanPage.tsx',
        './SchedulesPage': './src/exposes/SchedulesPage.tsx',
        './ChatsPage': './src/exposes/ChatsPage.tsx',
      },
      shared: mfShared(import.meta.dirname),
      experiments: mfExperiments,
      dts: false,
    }),
  ],
  source: { entry: { index: './src/index.ts' } },
  // The component kit's libraries in one file (packages/client/src/mf-chunks.ts).
  performance: { chunkSplit: remoteChunkSplit },
  output: { distPath: { root: 'dist' }, assetPrefix: 'auto', cleanDistPath: true, legalComments: 'none' },
  tools: { htmlPlugin: false },
  server: { port: Number(process.env.REMOTE_DEV_PORT ?? 3101), cors: true },
});
