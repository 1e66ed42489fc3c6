import type { ArgTypes } from '@storybook/react-vite';
import type { RunningChrome } from '@vitrine/runtime-core/chrome';
import { startChrome } from '@vitrine/runtime-core/chrome';
import type { SiteParams } from '@vitrine/runtime-core/markup';
import type { Mode } from '@vitrine/widget-api';
import { MODES } from '@vitrine/widget-api';
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

/** A chrome story's args: values a reader can edit in the controls panel, nothing else. */
export type ChromeStoryArgs = Pick<ChromePreviewProps, 'markup' | 'mode' | 'params'>;

/**
 * What a chrome story does besides showing its markup: code, which no control can edit, so it is kept out of
 * the args, in the story's `parameters.chrome`.
 */
export type ChromeStoryScript = Pick<ChromePreviewProps, 'arrange' | 'play'>;

export const chromeArgTypes: Partial<ArgTypes<ChromeStoryArgs>> = {
  markup: {
    control: 'text',
    description:
      'The markup as the server renders it (`docs/markup.md` "Site chrome"). Edit it (another count, label or origin, a garbage attribute) and core starts on the new markup.',
  },
  mode: {
    control: 'inline-radio',
    options: [...MODES],
    description: 'Where the page runs: a published page (`live`), the preview, or the editor.',
  },
  params: {
    control: 'object',
    description: 'Site parameters the chrome reads, e.g. `{ "isReseller": true }`.',
  },
};

/** A story's `parameters` holding its script. */
export function chromeScript(script: ChromeStoryScript): { chrome: ChromeStoryScript } {
  return { chrome: script };
}

/** Renders a chrome story: its args, and the script in its `parameters.chrome`. */
export function renderChromeStory(
  args: ChromeStoryArgs,
  { parameters }: { parameters: { chrome?: ChromeStoryScript } },
) {
  return <ChromePreview {...args} {...parameters.chrome} />;
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
