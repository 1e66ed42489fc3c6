/** Where the page's module scripts come from: core's CDN build, and one shared React for every widget. */
export const RUNTIME_CORE_SCRIPT = '/cdn/runtime-core/runtime-core.js';

export const IMPORT_MAP = {
  imports: {
    '@vitrine/runtime-core': RUNTIME_CORE_SCRIPT,
    '@vitrine/widget-api': '/cdn/widget-api/widget-api.js',
    react: '/cdn/vendor/react.js',
    'react/jsx-runtime': '/cdn/vendor/react-jsx-runtime.js',
    'react-dom': '/cdn/vendor/react-dom.js',
    'react-dom/client': '/cdn/vendor/react-dom-client.js',
  },
} as const;

/** The exact text of the `<script type="importmap">`: the CSP hash is computed over these bytes. */
export const IMPORT_MAP_TEXT = JSON.stringify(IMPORT_MAP);
