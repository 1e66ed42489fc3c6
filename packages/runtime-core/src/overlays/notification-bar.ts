import { animateIfMotionAllowed } from '@vitrine/widget-api/dom/reduced-motion';
import type { RunningFeature } from '../chunks/lazy-features';
import type { Emitter } from '../events/emitter';
import type { PublicEvents } from '../events/public-events';
import { MarkupAttribute } from '../markup/attributes';

export interface NotificationTiming {
  /** Milliseconds before the bar shows. */
  delayMs: number;
  /** Milliseconds the bar stays before hiding itself; undefined keeps it until the visitor closes it. */
  durationMs: number | undefined;
}

/** Remembers, for the browser session, which bars the visitor closed, so they do not come back on reload. */
const DISMISSED_KEY_PREFIX = 'vitrine:notification-dismissed:';

/** Reads the bar's timing attributes (seconds); anything that is not a non-negative number counts as absent. */
export function readNotificationTiming(bar: Element): NotificationTiming {
  const seconds = (name: string): number | undefined => {
    const raw = bar.getAttribute(name);
    if (raw === null || raw.trim() === '') return undefined;
    const value = Number(raw);
    return Number.isFinite(value) && value >= 0 ? value : undefined;
  };
  const duration = seconds(MarkupAttribute.notificationDuration);
  return {
    delayMs: (seconds(MarkupAttribute.notificationDelay) ?? 0) * 1000,
    durationMs: duration ? duration * 1000 : undefined,
  };
}

interface NotificationContext {
  win: Window;
  publicEvents: Emitter<PublicEvents>;
}

/**
 * One notification bar (core-runtime spec §4 "Notification"): shown at once or after a delay, optionally
 * hidden again after a duration, and closed by its close control. Its links and close control fire the
 * public events `event-notificationLinkClick` and `event-notificationClose`.
 */
export class NotificationBar {
  readonly #bar: HTMLElement;
  readonly #context: NotificationContext;
  readonly #timers: ReturnType<typeof setTimeout>[] = [];
  readonly #id: string | undefined;
  readonly #onClick = (event: MouseEvent): void => {
    const target = event.target instanceof Element ? event.target : null;
    if (target?.closest(`[${MarkupAttribute.notificationClose}]`)) {
      this.#rememberDismissed();
      this.hide();
      this.#context.publicEvents.emit('event-notificationClose', { id: this.#id });
      return;
    }
    const link = target?.closest('a[href]');
    if (link) {
      this.#context.publicEvents.emit('event-notificationLinkClick', {
        id: this.#id,
        href: link.getAttribute('href'),
      });
    }
  };

  constructor(bar: HTMLElement, context: NotificationContext) {
    this.#bar = bar;
    this.#context = context;
    this.#id = bar.id || undefined;
  }

  start(): void {
    if (this.#wasDismissed()) return;
    const { delayMs, durationMs } = readNotificationTiming(this.#bar);
    this.#bar.addEventListener('click', this.#onClick);
    this.#later(() => {
      this.show();
      if (durationMs !== undefined) this.#later(() => this.hide(), durationMs);
    }, delayMs);
  }

  show(): void {
    const bar = this.#bar;
    bar.hidden = false;
    animateIfMotionAllowed(
      bar,
      [
        { opacity: 0, transform: 'translateY(-100%)' },
        { opacity: 1, transform: 'none' },
      ],
      { duration: 300, easing: 'ease-out' },
      this.#context.win,
    );
  }

  hide(): void {
    this.#bar.hidden = true;
    this.stop();
  }

  /** Cancels pending timers and listeners; the bar stays as it is. */
  stop(): void {
    for (const timer of this.#timers.splice(0)) clearTimeout(timer);
    this.#bar.removeEventListener('click', this.#onClick);
  }

  #later(task: () => void, ms: number): void {
    this.#timers.push(setTimeout(task, ms));
  }

  #wasDismissed(): boolean {
    if (!this.#id) return false;
    try {
      return this.#context.win.sessionStorage.getItem(DISMISSED_KEY_PREFIX + this.#id) === '1';
    } catch {
      return false;
    }
  }

  #rememberDismissed(): void {
    if (!this.#id) return;
    try {
      this.#context.win.sessionStorage.setItem(DISMISSED_KEY_PREFIX + this.#id, '1');
    } catch {
      // Storage refused: the bar may show again on the next visit, which is harmless.
    }
  }
}

/**
 * Starts every notification bar under `root` that is not running yet. Bars inside page content come and
 * go with navigation: `stopDetached` stops the ones no longer in the document.
 */
export class NotificationBars {
  readonly #running = new Map<HTMLElement, NotificationBar>();
  readonly #context: NotificationContext;

  constructor(context: NotificationContext) {
    this.#context = context;
  }

  scan(root: ParentNode): void {
    for (const element of root.querySelectorAll<HTMLElement>(`[${MarkupAttribute.notification}]`)) {
      if (this.#running.has(element)) continue;
      const bar = new NotificationBar(element, this.#context);
      this.#running.set(element, bar);
      bar.start();
    }
  }

  stopDetached(): void {
    for (const [element, bar] of this.#running) {
      if (element.isConnected) continue;
      bar.stop();
      this.#running.delete(element);
    }
  }

  stop(): void {
    for (const bar of this.#running.values()) bar.stop();
    this.#running.clear();
  }
}

/** The notification bars of the page and of every page shown after it, as boot starts them (a lazy feature). */
export function startNotificationBars(context: NotificationContext & { doc: Document }): RunningFeature {
  const bars = new NotificationBars(context);
  bars.scan(context.doc);
  return {
    refresh: (root) => {
      bars.stopDetached();
      bars.scan(root);
    },
    stop: () => bars.stop(),
  };
}
