// Kept apart from the effects code (it shares no module with it but the attribute names), so boot can check
// a page for effect markup without downloading, or adding a request for, anything else.
import { SCROLLABLE_TARGET_ATTRIBUTE, WOW_ANIMATION_ATTRIBUTE, WOW_CLASS } from '../markup/boot-attributes';

/**
 * Matches every element the effects chunk acts on: scroll responders, then entrance-animated elements
 * (`SCROLL_RESPONDER_SELECTOR` and `ENTRANCE_SELECTOR`, spelled out again here to stay out of that chunk).
 */
export const EFFECT_MARKUP_SELECTOR = `[${SCROLLABLE_TARGET_ATTRIBUTE}],[${WOW_ANIMATION_ATTRIBUTE}],.${WOW_CLASS}`;

/** Whether `root` holds any effect markup, i.e. whether the effects chunk is worth importing for it. */
export function hasEffectMarkup(root: ParentNode): boolean {
  return root.querySelector(EFFECT_MARKUP_SELECTOR) !== null;
}
