import { MarkupAttribute, POPUP_LINK_TYPE } from './attributes';

/** A popup link's options, as a server writes them (see docs/markup.md "Popup links"). */
export interface PopupLinkMarkup {
  /** The page whose content the popup shows; defaults to the link's `href`. */
  target?: string;
  animation?: 'fadeIn' | 'zoomIn' | 'slideInDown' | 'slideInUp' | 'none';
  overlayColor?: string;
  /** Below 1: a fraction of the window; otherwise pixels. */
  width?: number;
  height?: number;
}

/** The attributes that make a link open its page in a popup: spread them onto the `<a>`. */
export function popupLinkAttributes(markup: PopupLinkMarkup = {}): Record<string, string> {
  const attributes: Record<string, string> = { [MarkupAttribute.linkType]: POPUP_LINK_TYPE };
  if (markup.target) attributes[MarkupAttribute.popupTarget] = markup.target;
  if (markup.animation) attributes[MarkupAttribute.popupAnimation] = markup.animation;
  if (markup.overlayColor) attributes[MarkupAttribute.popupOverlayColor] = markup.overlayColor;
  if (markup.width !== undefined) attributes[MarkupAttribute.popupWidth] = String(markup.width);
  if (markup.height !== undefined) attributes[MarkupAttribute.popupHeight] = String(markup.height);
  return attributes;
}
