import type { RunningChrome } from '@vitrine/runtime-core/chrome';
import { startChrome } from '@vitrine/runtime-core/chrome';
import type { SiteParams } from '@vitrine/runtime-core/markup';
import type { Mode } from '@vitrine/widget-api';
import { useEffect, useRef, useState } from 'react';

export interface ChromePreviewProps {
  /** The chrome's markup as the server renders it (`docs/markup.md` "Site chrome"). */
  markup: string;
  mode?: Mode;
  /** Site parameters the features read (the reseller flags). */
  params?: Partial<SiteParams>;
  /** Runs before core starts (the visitor's stored state); what it returns runs once the story is gone. */
  arrange?: () => (() => void) | undefined;
  /** What the visitor does once core started the chrome (opens the drawer, …). */
  play?: (box: HTMLElement, chrome: RunningChrome) => void | Promise<void>;
}

/**
 * Puts a chrome feature's markup in the story and starts it with core's own code (`startChrome`), as a
 * published page would; the public events it fires are listed under it.
 */
export function ChromePreview({ markup, mode = 'live', params, arrange, play }: ChromePreviewProps) {
  const host = useRef<HTMLDivElement>(null);
  const [fired, setFired] = useState<string[]>([]);
  useEffect(() => {
    const box = host.current;
    if (!box) return;
    box.innerHTML = markup;
    setFired([]);
    const undo = arrange?.();
    let chrome: RunningChrome | undefined;
    let gone = false;
    void startChrome({ mode, ...(params ? { params } : {}) }).then(async (started) => {
      if (gone) return started.stop();
      chrome = started;
      for (const name of ['event-ClickToCall', 'event-ClickToEmail', 'event-ClickToMap'] as const)
        started.publicEvents.on(name, (payload) =>
          setFired((all) => [...all, `${name} ${JSON.stringify(payload)}`]),
        );
      await play?.(box, started);
    });
    return () => {
      gone = true;
      chrome?.stop();
      undo?.();
      box.replaceChildren();
    };
  }, [markup, mode, params, arrange, play]);
  return (
    <>
      <div ref={host} />
      {fired.length ? (
        <output className="story-events">
          {fired.map((line, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: the same event may fire twice
            <div key={index}>{line}</div>
          ))}
        </output>
      ) : null}
    </>
  );
}

/** Resolves once `element`'s animations (a drawer's slide) are over. */
export function settled(element: Element | null): Promise<unknown> {
  return Promise.all(element?.getAnimations().map((each) => each.finished) ?? []);
}
