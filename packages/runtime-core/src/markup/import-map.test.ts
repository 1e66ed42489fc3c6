import { describe, expect, it } from 'vitest';
import { cdnModuleUrl, importMap } from './import-map';

describe('importMap', () => {
  it("maps core, widget-api and the shared React and zod/mini to the packages' CDN folders", () => {
    expect(importMap({ base: '/cdn/' })).toEqual({
      imports: {
        '@vitrine/runtime-core': '/cdn/runtime-core/runtime-core.js',
        '@vitrine/widget-api': '/cdn/widget-api/widget-api.js',
        '@vitrine/widget-api/react': '/cdn/widget-api/react.js',
        react: '/cdn/widget-api/vendor/react.js',
        'react/jsx-runtime': '/cdn/widget-api/vendor/react-jsx-runtime.js',
        'react-dom': '/cdn/widget-api/vendor/react-dom.js',
        'react-dom/client': '/cdn/widget-api/vendor/react-dom-client.js',
        'zod/mini': '/cdn/runtime-core/vendor/zod-mini.js',
        '@vitrine/widget-geo': '/cdn/widget-geo/widget-geo.js',
      },
    });
  });

  it('takes a base with or without its final slash, on this origin or another', () => {
    expect(importMap({ base: '/cdn' }).imports.react).toBe('/cdn/widget-api/vendor/react.js');
    expect(importMap({ base: 'https://static.example.com/vitrine/1.0/' }).imports['zod/mini']).toBe(
      'https://static.example.com/vitrine/1.0/runtime-core/vendor/zod-mini.js',
    );
  });
});

describe('cdnModuleUrl', () => {
  it("names a package's CDN module after the package, scope left out", () => {
    expect(cdnModuleUrl({ base: '/cdn/' }, '@vitrine/widget-form')).toBe('/cdn/widget-form/widget-form.js');
    expect(cdnModuleUrl({ base: '/cdn/' }, '@acme/widget-countdown')).toBe(
      '/cdn/widget-countdown/widget-countdown.js',
    );
    expect(cdnModuleUrl({ base: '/cdn/' }, 'widget-plain')).toBe('/cdn/widget-plain/widget-plain.js');
  });
});
