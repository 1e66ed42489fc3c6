// Apart from the tile code: the widgets' config schemas need the names when a widget starts, the tiles only
// when a map is shown.

/** The map providers a site can choose (spec widgets §3 "Geo location widget"). */
export const MAP_PROVIDERS = ['google', 'openstreetmap', 'mapbox', 'mappy'] as const;
export type MapProvider = (typeof MAP_PROVIDERS)[number];
