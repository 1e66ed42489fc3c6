/** Spec widgets §5: sharing is blocked in preview mode with this message, titled 'Share'. */
export const PREVIEW_SHARE_MESSAGE = "You can't use the widget to share a site from Preview mode.";
export const PREVIEW_SHARE_TITLE = 'Share';
