import { MarkupAttribute } from '../markup/attributes';

/** Entrance animations a popup may ask for; anything else falls back to the first. */
export const POPUP_ANIMATIONS = ['fadeIn', 'zoomIn', 'slideInDown', 'slideInUp'] as const;
export type PopupAnimation = (typeof POPUP_ANIMATIONS)[number];
export const NO_ANIMATION = 'none';

/** Spec §9: the default overlay is black at 50% opacity. */
export const DEFAULT_OVERLAY_COLOR = 'rgb(0 0 0 / 50%)';

const PREFIX = 'vitrine-popup';
export const PopupClass = {
  dialog: PREFIX,
  box: `${PREFIX}__box`,
  content: `${PREFIX}__content`,
  close: `${PREFIX}__close`,
  loading: `${PREFIX}--loading`,
  animated: `${PREFIX}--animated`,
  animation: (name: PopupAnimation) => `${PREFIX}--${name}`,
} as const;

// The overlay is the dialog's ::backdrop, which inherits custom properties from the dialog: that is how a
// per-popup overlay colour reaches it. Animations stop entirely for visitors who prefer reduced motion.
const POPUP_CSS = `
.${PREFIX}{box-sizing:border-box;position:fixed;inset:0;margin:auto;padding:0;border:0;border-radius:10px;max-width:none;max-height:none;overflow:visible;background:#fff;color:#1f1b16;box-shadow:0 18px 50px rgb(0 0 0/.35)}
.${PREFIX}::backdrop{background:var(--vitrine-popup-overlay,${DEFAULT_OVERLAY_COLOR})}
.${PREFIX}__box{position:relative;box-sizing:border-box;width:100%;height:100%;max-height:inherit;overflow:auto;border-radius:inherit}
.${PREFIX}__content{box-sizing:border-box;min-height:100%;padding:28px 28px 24px}
.${PREFIX}__close{position:absolute;top:6px;right:6px;z-index:1;display:grid;place-items:center;width:36px;height:36px;border:0;border-radius:50%;background:transparent;color:inherit;font:inherit;font-size:24px;line-height:1;cursor:pointer}
.${PREFIX}__close:hover{background:rgb(0 0 0/.07)}
.${PREFIX}__close:focus-visible{outline:3px solid #1f5fbf;outline-offset:1px}
.${PREFIX}--loading .${PREFIX}__content{display:grid;place-items:center}
.${PREFIX}--loading .${PREFIX}__content::after{content:"";width:28px;height:28px;border:3px solid rgb(0 0 0/.15);border-top-color:rgb(0 0 0/.55);border-radius:50%;animation:${PREFIX}-spin .8s linear infinite}
.${PREFIX}--animated{animation:.3s ease-out both}
.${PREFIX}--fadeIn{animation-name:${PREFIX}-fadeIn}
.${PREFIX}--zoomIn{animation-name:${PREFIX}-zoomIn}
.${PREFIX}--slideInDown{animation-name:${PREFIX}-slideInDown}
.${PREFIX}--slideInUp{animation-name:${PREFIX}-slideInUp}
@keyframes ${PREFIX}-spin{to{transform:rotate(1turn)}}
@keyframes ${PREFIX}-fadeIn{from{opacity:0}}
@keyframes ${PREFIX}-zoomIn{from{opacity:0;transform:scale(.85)}}
@keyframes ${PREFIX}-slideInDown{from{opacity:0;transform:translateY(-40px)}}
@keyframes ${PREFIX}-slideInUp{from{opacity:0;transform:translateY(40px)}}
@media (prefers-reduced-motion:reduce){.${PREFIX}--animated,.${PREFIX}--loading .${PREFIX}__content::after{animation:none}}
`;

/** Adds the popup's own stylesheet once per document. */
export function ensurePopupStyles(doc: Document): void {
  if (doc.head.querySelector(`style[${MarkupAttribute.popupStyles}]`)) return;
  const style = doc.createElement('style');
  style.setAttribute(MarkupAttribute.popupStyles, '');
  style.textContent = POPUP_CSS;
  doc.head.append(style);
}

export function popupAnimationOf(requested: string | undefined): PopupAnimation | typeof NO_ANIMATION {
  if (requested === NO_ANIMATION) return NO_ANIMATION;
  return (POPUP_ANIMATIONS as readonly string[]).includes(requested ?? '')
    ? (requested as PopupAnimation)
    : POPUP_ANIMATIONS[0];
}
