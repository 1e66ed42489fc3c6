import type { StorybookConfig } from '@storybook/react-vite';
import react from '@vitejs/plugin-react';
import { defaultClientConditions } from 'vite';

/** Workspace packages resolve to their TypeScript source, as in the unit tests: no package build needed. */
const SOURCE_CONDITION = '@vitrine/source';

const config: StorybookConfig = {
  framework: { name: '@storybook/react-vite', options: {} },
  stories: ['../src/**/*.mdx', '../src/**/*.stories.tsx'],
  addons: ['@storybook/addon-docs'],
  // The demo's pictures with their resized copies (`thumbnail/`, `mobile/`, …), for the gallery stories.
  staticDirs: [{ from: '../../demo-site/public/assets/gallery', to: '/gallery' }],
  core: { disableTelemetry: true, disableWhatsNewNotifications: true },
  // Stories declare their controls (the raw config, the clock); prop-type extraction would only slow builds.
  typescript: { reactDocgen: false },
  viteFinal: (viteConfig) => ({
    ...viteConfig,
    // The preview bundles React and Storybook's blocks: large chunks are expected, and the file list is noise.
    logLevel: 'warn',
    build: { ...viteConfig.build, chunkSizeWarningLimit: 2000 },
    plugins: [...(viteConfig.plugins ?? []), react()],
    resolve: {
      ...viteConfig.resolve,
      conditions: [SOURCE_CONDITION, ...defaultClientConditions],
      // Widget packages have React as a dev dependency of their own: one React for every story.
      dedupe: ['react', 'react-dom'],
    },
  }),
};

export default config;
