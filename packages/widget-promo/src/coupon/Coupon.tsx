import type { WidgetProps } from '@vitrine/widget-api/react';
import { useEffect, useId, useRef, useState } from 'react';
import { CouponFace } from './CouponFace';
import type { CouponConfig } from './config';
import { isCouponExpired } from './coupon-expiry';
import { couponImageFile, renderCouponImage } from './coupon-image';
import { useCouponStyles } from './coupon-styles';
import { PREVIEW_SHARE_MESSAGE, PREVIEW_SHARE_TITLE } from './preview-share';

type Action = 'use' | 'share';

/** The dialog's content: the coupon as an image, or (the image could not be made, e.g. offline) as its card. */
type Shown =
  | { kind: 'closed' }
  | { kind: 'coupon'; action: Action; image: string | undefined }
  | { kind: 'preview-message' };

// setTimeout takes at most 2^31-1 ms (about 24.8 days); a later expiry is checked on the next page view.
const LONGEST_TIMER_MS = 2_147_483_647;

export function Coupon({ config, context }: WidgetProps<CouponConfig>) {
  const { expiry } = config;
  const [expired, setExpired] = useState(() => isCouponExpired(expiry, Date.now()));
  const [busy, setBusy] = useState(false);
  const [shown, setShown] = useState<Shown>({ kind: 'closed' });
  const cardRef = useRef<HTMLDivElement>(null);
  const dialogRef = useRef<HTMLDialogElement>(null);
  const triggerRef = useRef<HTMLButtonElement | null>(null);
  const titleId = useId();
  useCouponStyles();

  useEffect(() => {
    if (expiry.kind !== 'at' || expired) return;
    const remaining = expiry.expiresAt - Date.now();
    if (remaining >= LONGEST_TIMER_MS) return;
    // The offer ends while the visitor looks at it: it goes, as it would on the next page view.
    const timer = setTimeout(() => setExpired(true), Math.max(0, remaining) + 1);
    return () => clearTimeout(timer);
  }, [expiry, expired]);

  useEffect(() => {
    const dialog = dialogRef.current;
    if (shown.kind !== 'closed' && dialog && !dialog.open) dialog.showModal();
  }, [shown]);

  if (expired) return null;

  async function act(action: Action, trigger: HTMLButtonElement) {
    // Spec widgets §6: in the editor Use and Share do nothing.
    if (context.inEditor || busy) return;
    triggerRef.current = trigger;
    if (action === 'share' && context.mode === 'preview') {
      setShown({ kind: 'preview-message' });
      return;
    }
    context.events.emit('event-CouponWidget', { action, name: config.name, widgetId: context.widgetId });
    setBusy(true);
    let image: string | undefined;
    try {
      if (cardRef.current) image = await renderCouponImage(cardRef.current);
    } catch (error) {
      context.logger.warn('the coupon image could not be made; the coupon is shown as it is', error);
    }
    if (context.signal.aborted) return;
    try {
      if (action === 'share' && image && (await shareWithDevice(image))) return;
    } finally {
      setBusy(false);
    }
    setShown({ kind: 'coupon', action, image });
  }

  /** The Web Share API, where the device has it, with the image when it can carry files. */
  async function shareWithDevice(image: string): Promise<boolean> {
    if (typeof navigator.share !== 'function') return false;
    const data: ShareData = { title: config.name, text: shareText(), url: location.href };
    try {
      const file = couponImageFile(image, config.name);
      if (navigator.canShare?.({ files: [file] })) data.files = [file];
      await navigator.share(data);
    } catch (error) {
      // The visitor closing the share sheet is an answer, not a failure.
      if ((error as { name?: string })?.name !== 'AbortError')
        context.logger.warn('the share sheet failed', error);
    }
    return true;
  }

  function shareText(): string {
    return [config.name, config.description, config.code && `Code: ${config.code}`]
      .filter(Boolean)
      .join(' — ');
  }

  function close() {
    dialogRef.current?.close();
  }

  function print() {
    // Only the dialog prints (coupon-styles' print rules); print() blocks until the print dialog is done.
    document.documentElement.classList.add('vw-coupon-printing');
    try {
      window.print();
    } finally {
      document.documentElement.classList.remove('vw-coupon-printing');
    }
  }

  const card = (
    <CouponFace
      name={config.name}
      description={config.description}
      code={config.code}
      expiry={expiry}
      locale={context.locale}
      titleId={titleId}
    />
  );

  return (
    <section className="vw-coupon" aria-labelledby={titleId} aria-busy={busy || undefined}>
      <div className="vw-coupon__card" ref={cardRef}>
        {card}
      </div>
      <div className="vw-coupon__actions">
        <button type="button" className="vw-coupon__use" onClick={(event) => act('use', event.currentTarget)}>
          {config.useLabel}
        </button>
        <button
          type="button"
          className="vw-coupon__share"
          onClick={(event) => act('share', event.currentTarget)}
        >
          {config.shareLabel}
        </button>
      </div>
      <dialog
        ref={dialogRef}
        className="vw-coupon__dialog"
        aria-label={shown.kind === 'preview-message' ? PREVIEW_SHARE_TITLE : config.name}
        onClose={() => {
          setShown({ kind: 'closed' });
          triggerRef.current?.focus();
        }}
      >
        {shown.kind === 'preview-message' && (
          <>
            <h3 className="vw-coupon__dialog-title">{PREVIEW_SHARE_TITLE}</h3>
            <p>{PREVIEW_SHARE_MESSAGE}</p>
          </>
        )}
        {shown.kind === 'coupon' &&
          (shown.image ? (
            <img className="vw-coupon__image" src={shown.image} alt={`${config.name} coupon`} />
          ) : (
            <div className="vw-coupon__card">{card}</div>
          ))}
        <div className="vw-coupon__actions">
          {shown.kind === 'coupon' && shown.action === 'use' && context.device === 'desktop' && (
            <button type="button" onClick={print}>
              {config.printLabel}
            </button>
          )}
          {shown.kind === 'coupon' && shown.action === 'share' && (
            <>
              {shown.image && (
                <a href={shown.image} download={`${config.name}.png`}>
                  {config.downloadLabel}
                </a>
              )}
              <a
                href={`mailto:?subject=${encodeURIComponent(config.name)}&body=${encodeURIComponent(`${shareText()}\n${location.href}`)}`}
              >
                {config.emailLabel}
              </a>
            </>
          )}
          <button type="button" onClick={close}>
            {config.closeLabel}
          </button>
        </div>
      </dialog>
    </section>
  );
}
