import { GalleryClass, GalleryData } from '../markup/gallery-markup';

/**
 * "View all" / "View less" (widgets §4: `isAll` true or false). Which pictures wait for "View all" on which
 * device is in the server's markup and stylesheet; the toggle only flips the gallery between the two.
 */
export function startViewAllToggle(
  root: HTMLElement,
  texts: { viewAllText: string; viewLessText: string },
  signal: AbortSignal,
): void {
  const button = root.querySelector<HTMLButtonElement>(`[${GalleryData.toggle}]`);
  if (!button) return;
  button.addEventListener(
    'click',
    () => {
      const isAll = !root.classList.contains(GalleryClass.all);
      root.classList.toggle(GalleryClass.all, isAll);
      button.setAttribute('aria-expanded', String(isAll));
      button.textContent = isAll ? texts.viewLessText : texts.viewAllText;
      // Fewer pictures pull the button up the page: keep it where the visitor's eyes (and focus) are.
      if (!isAll) button.scrollIntoView({ block: 'nearest' });
    },
    { signal },
  );
}
