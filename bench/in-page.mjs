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

/**
 * Runs inside a page of the generated site (any library): `window.__benchAct('click', alias)` clicks the header
 * link to that page with `HTMLElement.click()` (no pointer, so no hover or pointerdown first), and
 * `__benchAct('back', alias)` goes back. Both resolve with `ms`, the milliseconds from the action until the
 * page's content is in the DOM and the frame that shows it has been produced, and `domMs`, until the content is
 * in the DOM (the library's own work and the network; the rest of `ms` is waiting for and drawing a frame).
 */
export function installActionTimer() {
  window.__benchAct = (action, alias) =>
    new Promise((resolve, reject) => {
      const selector = `[data-bench-page="${alias}"]`;
      if (document.querySelector(selector)) {
        reject(new Error(`${alias} is on screen already`));
        return;
      }
      let start = 0;
      const observer = new MutationObserver(() => {
        if (!document.querySelector(selector)) return;
        observer.disconnect();
        const domMs = performance.now() - start;
        requestAnimationFrame(() => {
          // A task queued from the frame's callbacks runs once that frame has been rendered.
          const channel = new MessageChannel();
          channel.port1.onmessage = () => resolve({ ms: performance.now() - start, domMs });
          channel.port2.postMessage(null);
        });
      });
      observer.observe(document, { childList: true, subtree: true });
      start = performance.now();
      if (action === 'back') history.back();
      else document.querySelector(`header nav a[href$="/${alias}"]`).click();
    });
}

/**
 * Runs in a demo page before its own scripts (`addInitScript`): at DOMContentLoaded it notes the widgets in the
 * viewport, then the time the first of them is mounted, in `window.__widgetMount`. A package widget is mounted
 * when core marks it `data-vitrine-widget-state="mounted"`; a custom widget (owner code, which core does not
 * mark) when its code first changes its element.
 */
export function recordWidgetMounts() {
  const record = { inView: [], first: undefined, at: undefined };
  window.__widgetMount = record;
  const mounted = (name, at) => {
    if (record.first !== undefined) return;
    record.first = name;
    record.at = at;
  };
  document.addEventListener('DOMContentLoaded', () => {
    const inView = [...document.querySelectorAll('[data-vitrine-widget], [data-widget-id]')].filter(
      (element) => {
        const box = element.getBoundingClientRect();
        return box.bottom > 0 && box.top < window.innerHeight && box.width > 0;
      },
    );
    record.inView = inView.map((element) => element.getAttribute('data-widget-id'));
    if (inView.length === 0) return;
    new MutationObserver((records) => {
      const at = performance.now();
      for (const { target, type } of records) {
        const widget = inView.find((element) => element === target || element.contains(target));
        if (!widget) continue;
        const packaged = widget.hasAttribute('data-vitrine-widget');
        if (packaged && widget.getAttribute('data-vitrine-widget-state') === 'mounted')
          mounted(widget.getAttribute('data-widget-id'), at);
        if (!packaged && type === 'childList') mounted(widget.getAttribute('data-widget-id'), at);
      }
    }).observe(document.body, {
      subtree: true,
      childList: true,
      attributes: true,
      attributeFilter: ['data-vitrine-widget-state'],
    });
  });
}
