// Runs inside the demo page: clicks a real link placed in the sticky header (outside the content that
// navigations replace) and resolves once the new content has been painted.
export function installClickTimer() {
  window.__benchNavigate = (href) =>
    new Promise((resolve) => {
      const link = document.createElement('a');
      link.href = href;
      link.textContent = 'bench';
      document.querySelector('[data-vitrine-sticky-header]').append(link);
      let start = 0;
      const stop = window.vitrine.on('page-load', (event) => {
        stop();
        // The frame after the one that rendered the content: the new page is on screen.
        requestAnimationFrame(() =>
          requestAnimationFrame(() => resolve({ ms: performance.now() - start, fromCache: event.fromCache })),
        );
      });
      start = performance.now();
      link.click();
      link.remove();
    });
}
