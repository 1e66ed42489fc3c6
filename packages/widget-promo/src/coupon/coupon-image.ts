/**
 * The coupon card as a PNG data URL. modern-screenshot (a maintained fork of html-to-image) draws the node
 * with its computed styles through an SVG foreignObject; it is imported on the first click only.
 */
export async function renderCouponImage(card: HTMLElement): Promise<string> {
  const { domToPng } = await import('./screenshot-library');
  // Twice the CSS size, so a printed or shared coupon stays sharp; white behind the card's rounded corners.
  return domToPng(card, { scale: 2, backgroundColor: '#ffffff' });
}

/** The image as a file a share sheet can carry. */
export async function couponImageFile(dataUrl: string, name: string): Promise<File> {
  const blob = await (await fetch(dataUrl)).blob();
  const fileName = `${name.replace(/[^\p{L}\p{N}]+/gu, '-').replace(/^-|-$/g, '') || 'coupon'}.png`;
  return new File([blob], fileName, { type: 'image/png' });
}
