import { defineConfig } from '@rsbuild/core';
import { pluginReact } from '@rsbuild/plugin-react';
import { pluginModuleFederation } from '@module-federation/rsbuild-plugin';
import { mfExperiments, mfShared, pluginPublishRequirements } from '@zapdesk/client/mf-shared';
import { pluginCompileHints, remoteLoadFiles } from '@zapdesk/client/mf-compile-hints';
import { remoteChunkSplit } from '@zapdesk/client/mf-chunks';

/**
 * Remote "admin": exposes route components only (their default export is the screen). The shell loads
 * remoteEntry.js from the URL in /remotes.json; assets resolve relative to it (assetPrefix 'auto').
 */
export default defineConfig({
  plugins: [
    pluginReact(),
    pluginPublishRequirements('zapdesk_admin', import.meta.dirname),
    // Its entry and its screens' chunks run as a screen loads (packages/client/src/mf-compile-hints.ts).
    pluginCompileHints(remoteLoadFiles),
    pluginModuleFederation({
      name: 'zapdesk_admin',
      filename: 'remoteEntry.js',
      exposes: { './DashboardPage': './src/exposes/DashboardPage.tsx', './QueuesPage': './src/exposes/QueuesPage.tsx', './HelpsPage': './src/exposes/HelpsPage.tsx', './ConnectionsPage': './src/exposes/ConnectionsPage.tsx', './UsersPage': './src/exposes/UsersPage.tsx', './SettingsPage': './src/exposes/SettingsPage.tsx', './FilesPage': './src/exposes/FilesPage.tsx', './ContactListsPage': './src/exposes/ContactListsPage.tsx', './ContactListItemsPage': './src/exposes/ContactListItemsPage.tsx', './CampaignSettingsPage': './src/exposes/CampaignSettingsPage.tsx', './CampaignsPage': './src/exposes/CampaignsPage.tsx', './CampaignReportPage': './src/exposes/CampaignReportPage.tsx', './AnnouncementsPage': './src/exposes/AnnouncementsPage.tsx', './InvoicesPage': './src/exposes/InvoicesPage.tsx', './SubscriptionPage': './src/exposes/SubscriptionPage.tsx', './MessagesApiPage': './src/exposes/MessagesApiPage.tsx', './PromptsPage': './src/exposes/PromptsPage.tsx', './QueueIntegrationsPage': './src/exposes/QueueIntegrationsPage.tsx' },
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
