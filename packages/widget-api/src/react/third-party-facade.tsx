import { useEffect, useRef } from 'react';
import {
  type ThirdPartyFacadeChoice,
  type ThirdPartyFacadeOptions,
  thirdPartyFacade,
} from '../third-party-facade';

export interface ThirdPartyFacadeProps extends Omit<ThirdPartyFacadeOptions, 'signal'> {
  /** The visitor loaded it once, or its category is allowed now: load with `consent: 'granted'`. */
  onAllowed(choice: ThirdPartyFacadeChoice): void;
  className?: string;
}

/**
 * `thirdPartyFacade` in a React widget: render it while the provider's category is not allowed, and the
 * content once `onAllowed` was called (the widget moves focus into what it loaded).
 */
export function ThirdPartyFacade({
  provider,
  content,
  title,
  focus,
  inEditor,
  onAllowed,
  className,
}: ThirdPartyFacadeProps) {
  const host = useRef<HTMLDivElement>(null);
  const allowed = useRef(onAllowed);
  allowed.current = onAllowed;
  useEffect(() => {
    const element = host.current;
    if (!element) return;
    const shown = new AbortController();
    thirdPartyFacade(element, { provider, content, title, focus, inEditor, signal: shown.signal }).then(
      (choice) => allowed.current(choice),
      () => {},
    );
    return () => shown.abort();
  }, [provider, content, title, focus, inEditor]);
  return <div ref={host} className={className} />;
}
