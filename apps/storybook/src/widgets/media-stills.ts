/** A poster for the media stories that needs no network: a warm gradient with a loaf's silhouette. */
export const STILL = `data:image/svg+xml,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 160 90"><defs><linearGradient id="g" x1="0" x2="1" y1="0" y2="1"><stop offset="0" stop-color="#8a4b2a"/><stop offset="1" stop-color="#2b1a10"/></linearGradient></defs><rect width="160" height="90" fill="url(#g)"/><ellipse cx="80" cy="58" rx="42" ry="16" fill="#d9a35f"/></svg>',
)}`;
