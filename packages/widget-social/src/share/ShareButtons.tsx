import type { WidgetProps } from '@vitrine/widget-api/react';
import type { MouseEvent } from 'react';
import { useEffect, useId, useRef, useState } from 'react';
import { useSocialStyles } from '../social-styles';
import type { ShareButtonsConfig } from './config';
import { PREVIEW_SHARE_MESSAGE, PREVIEW_SHARE_TITLE } from './preview-share';
import type { ShareNetwork } from './share-networks';
import { NETWORK_NAMES, shareUrl, shareWindowFeatures } from './share-networks';

function pageAddress(): string {
  const canonical = document.querySelector<HTMLLinkElement>('link[rel="canonical"]')?.href;
  return canonical || location.href;
}

export function ShareButtons({ config, context }: WidgetProps<ShareButtonsConfig>) {
  const { networks } = config;
  const [previewMessage, setPreviewMessage] = useState(false);
  const dialogRef = useRef<HTMLDialogElement>(null);
  const returnFocusTo = useRef<HTMLElement | null>(null);
  const titleId = useId();
  // Read at render, not at mount: an in-page navigation may have changed the address since.
  const address = config.url ?? pageAddress();
  const deviceCanShare = typeof navigator !== 'undefined' && typeof navigator.share === 'function';
  useSocialStyles();

  useEffect(() => {
    if (previewMessage && dialogRef.current && !dialogRef.current.open) dialogRef.current.showModal();
  }, [previewMessage]);

  /** The editor and preview rules (spec widgets §5, §6); `true` when the click may share. */
  function allowed(event: MouseEvent<HTMLElement>): boolean {
    if (context.inEditor) {
      event.preventDefault();
      return false;
    }
    if (context.mode === 'preview') {
      event.preventDefault();
      returnFocusTo.current = event.currentTarget;
      setPreviewMessage(true);
      return false;
    }
    return true;
  }

  function shared(network: ShareNetwork | 'device') {
    context.events.emit('event-Share', { network, url: address, widgetId: context.widgetId });
    // The share-click tracking of spec widgets §7: a line in the site's client log beside the public event.
    context.logger.info(`share clicked: ${network}`, { url: address });
  }

  function onNetworkClick(event: MouseEvent<HTMLAnchorElement>, network: ShareNetwork) {
    if (!allowed(event)) return;
    shared(network);
    if (network === 'email') return; // the mail client opens from the link itself, with no window of ours
    const opened = window.open(
      event.currentTarget.href,
      'vitrine-share',
      shareWindowFeatures(window.screenX, window.screenY, window.outerWidth, window.outerHeight),
    );
    // A blocked popup leaves the link to open in a new tab, as it would without script.
    if (opened) {
      opened.opener = null;
      event.preventDefault();
    }
  }

  async function onDeviceShare(event: MouseEvent<HTMLButtonElement>) {
    if (!allowed(event)) return;
    shared('device');
    try {
      await navigator.share({ title: document.title, text: config.text, url: address });
    } catch (error) {
      if ((error as { name?: string })?.name !== 'AbortError')
        context.logger.warn('the share sheet failed', error);
    }
  }

  return (
    <div className="vw-share">
      <ul className="vw-share__list">
        {deviceCanShare && (
          <li>
            <button
              type="button"
              className="vw-share__button vw-share__button--device"
              onClick={onDeviceShare}
            >
              {config.deviceShareLabel}
            </button>
          </li>
        )}
        {networks.map((network) => (
          <li key={network}>
            <a
              className={`vw-share__button vw-share__button--${network}`}
              href={shareUrl(network, address, config.text)}
              target={network === 'email' ? undefined : '_blank'}
              rel="noopener noreferrer"
              aria-label={`Share on ${NETWORK_NAMES[network]}`}
              onClick={(event) => onNetworkClick(event, network)}
            >
              {NETWORK_NAMES[network]}
            </a>
          </li>
        ))}
      </ul>
      <dialog
        ref={dialogRef}
        className="vw-share__dialog"
        aria-labelledby={titleId}
        onClose={() => {
          setPreviewMessage(false);
          returnFocusTo.current?.focus();
        }}
      >
        <h2 id={titleId} className="vw-share__dialog-title">
          {PREVIEW_SHARE_TITLE}
        </h2>
        <p>{PREVIEW_SHARE_MESSAGE}</p>
        <button type="button" onClick={() => dialogRef.current?.close()}>
          OK
        </button>
      </dialog>
    </div>
  );
}
