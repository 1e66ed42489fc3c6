/**
 * The coupon card as a PNG data URL. modern-screenshot (a maintained fork of html-to-image) draws the node
 * with its computed styles through an SVG foreignObject; it is imported on the first click only.
 */
export async function renderCouponImage(card: HTMLElement): Promise<string> {
  const { domToPng } = await import('./screenshot-library');
  // Twice the CSS size, so a printed or shared coupon stays sharp; white behind the card's rounded corners.
  return domToPng(card, { scale: 2, backgroundColor: '#ffffff' });
}

/**
 * The image as a file a share sheet can carry. Decoded here rather than fetched: a page's CSP `connect-src`
 * rarely lists `data:`.
 */
export function couponImageFile(dataUrl: string, name: string): File {
  const bytes = Uint8Array.from(atob(dataUrl.slice(dataUrl.indexOf(',') + 1)), (char) => char.charCodeAt(0));
  const blob = new Blob([bytes], { type: 'image/png' });
  const fileName = `${name.replace(/[^\p{L}\p{N}]+/gu, '-').replace(/^-|-$/g, '') || 'coupon'}.png`;
  return new File([blob], fileName, { type: 'image/png' });
}
