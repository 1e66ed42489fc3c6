// The maps and location widgets come later; for now the package is its geocoder.
export * from './geocoder/index';
