/** Where the page's module scripts come from: core's CDN build, and one shared React for every widget. */
export const RUNTIME_CORE_SCRIPT = '/cdn/runtime-core/runtime-core.js';

export const IMPORT_MAP = {
  imports: {
    '@vitrine/runtime-core': RUNTIME_CORE_SCRIPT,
    '@vitrine/widget-api': '/cdn/widget-api/widget-api.js',
    '@vitrine/widget-api/react': '/cdn/widget-api/react.js',
    react: '/cdn/vendor/react.js',
    'react/jsx-runtime': '/cdn/vendor/react-jsx-runtime.js',
    'react-dom': '/cdn/vendor/react-dom.js',
    'react-dom/client': '/cdn/vendor/react-dom-client.js',
    // Page code calling dmAPI.drawMap or dmAPI.geocode on a page without a map widget: core loads it from here.
    '@vitrine/widget-geo': '/cdn/widget-geo/widget-geo.js',
  },
} as const;

/** The exact text of the `<script type="importmap">`: the CSP hash is computed over these bytes. */
export const IMPORT_MAP_TEXT = JSON.stringify(IMPORT_MAP);

/** Each widget package's CDN module: the page imports it when one of its elements first needs it. */
export const WIDGET_MODULES = {
  'opening-hours': '/cdn/widget-opening-hours/widget-opening-hours.js',
  'bake-schedule': '/cdn/widget-bake-schedule/widget-bake-schedule.js',
  'example-countdown': '/cdn/widget-countdown/widget-countdown.js',
  'contact-form': '/cdn/widget-form/widget-form.js',
  // One module registers both map widgets.
  'inline-map': '/cdn/widget-geo/widget-geo.js',
  'geo-locations': '/cdn/widget-geo/widget-geo.js',
  // One module registers the four gallery widgets.
  'photo-gallery': '/cdn/widget-gallery/widget-gallery.js',
  'album-gallery': '/cdn/widget-gallery/widget-gallery.js',
  'image-slider': '/cdn/widget-gallery/widget-gallery.js',
  'gallery-background': '/cdn/widget-gallery/widget-gallery.js',
} as const;
