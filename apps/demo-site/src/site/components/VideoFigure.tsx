import { packageWidgetAttributes } from '../widgets';

/**
 * A video player in a figure: the box is sized by the page's css (`.media-box`, an aspect-ratio), and until the
 * player starts, and without JavaScript, it shows the poster and a link to the video itself, so nothing moves
 * when the player takes its place.
 */
export function VideoFigure({
  id,
  config,
  fallback,
  caption,
}: {
  id: string;
  config: { poster: string; title: string } & Record<string, unknown>;
  fallback: { href: string; label: string };
  caption: string;
}) {
  return (
    <figure>
      <div className="media-box" {...packageWidgetAttributes('video-player', id, config)}>
        <img src={config.poster} alt="" />
        <a href={fallback.href}>{fallback.label}</a>
      </div>
      <figcaption>{caption}</figcaption>
    </figure>
  );
}
