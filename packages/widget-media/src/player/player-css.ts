// The player's own styles, injected when the first player starts. The element keeps its size from the server
// (an aspect-ratio on it, docs/markup.md); everything here fills that box, so mounting shifts nothing. A long
// title stops at two lines, above the play button of a phone-sized player (the button's name has all of it);
// its space below is a border, outside the box that clips the third line.
export const PLAYER_CSS = `.vitrine-video{position:relative;width:100%;overflow:hidden;background:#1c1a17;color:#fff}
.vitrine-video>video,.vitrine-video>iframe,.vitrine-video-poster{position:absolute;inset:0;width:100%;height:100%;border:0;object-fit:cover}
.vitrine-video>video{object-fit:contain;background:#000}
.vitrine-video-play{position:absolute;top:50%;left:50%;width:4.5rem;height:4.5rem;margin:-2.25rem 0 0 -2.25rem;border:0;border-radius:50%;background:rgba(0,0,0,.72);color:#fff;cursor:pointer;display:grid;place-items:center}
.vitrine-video-play:hover{background:#c0392b}
.vitrine-video-play:focus-visible{outline:3px solid #fff;outline-offset:3px}
.vitrine-video-play svg{width:2rem;height:2rem;margin-left:.25rem;fill:currentColor}
.vitrine-video-title{position:absolute;top:0;left:0;right:0;margin:0;padding:.75rem 1rem 0;border-bottom:.75rem solid transparent;background:linear-gradient(rgba(0,0,0,.7),transparent) border-box;font-weight:600;display:-webkit-box;-webkit-box-orient:vertical;-webkit-line-clamp:2;overflow:hidden}
.vitrine-video-facade{position:absolute;inset:0;overflow:auto;display:grid;place-items:center;padding:.5rem;background:rgba(28,26,23,.55)}
.vitrine-video-facade .vitrine-facade{margin:0;background:rgba(20,18,15,.9);font-size:.875rem}
@media (max-width:480px){.vitrine-video-facade{padding:0}.vitrine-video-facade .vitrine-facade{border:0;border-radius:0;font-size:.8125rem;padding:.6rem .75rem}}
.vitrine-video-message{position:absolute;left:0;right:0;bottom:0;margin:0;padding:.75rem 1rem;background:rgba(0,0,0,.8)}`;
