// The CDN entry: a page importing this module registers the video player, the video background and the
// parallax background with core, whenever core boots. Their mount code, React (the player only) and hls.js
// (the first HLS play only) are separate chunks, loaded on first use.
import { registerWidget } from '@vitrine/widget-api';
import { parallaxBackgroundWidget, videoBackgroundWidget, videoPlayerWidget } from './definitions';

registerWidget(videoPlayerWidget);
registerWidget(videoBackgroundWidget);
registerWidget(parallaxBackgroundWidget);
