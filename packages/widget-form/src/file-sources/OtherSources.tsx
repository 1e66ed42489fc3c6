import { useEffect, useId, useRef, useState, useSyncExternalStore } from 'react';
import type { FieldProblem } from '../protocol/index';
import type { PickerCallbacks } from './file-picker';
import type { FileSourceField, PickRefusal } from './file-source-field';
import { FILE_SOURCE_MESSAGES, OTHER_SOURCES_LABEL } from './file-source-messages';
import type { FilestackPicker } from './filestack-loader';

const formatSize = (bytes: number): string =>
  bytes < 1024 * 1024
    ? `${Math.max(1, Math.round(bytes / 1024))} KB`
    : `${(bytes / (1024 * 1024)).toFixed(1)} MB`;

type Notice = 'unreachable' | 'failed' | Exclude<PickRefusal, 'unusable'>;

export interface OtherSourcesProps {
  field: FileSourceField;
  /** Loads the picker on first use and opens it; undefined when the widget went away meanwhile. */
  openPicker(callbacks: PickerCallbacks): Promise<FilestackPicker | undefined>;
  /** The form's words for a refused file (too big, wrong kind), as for a file from the computer. */
  messageFor(problem: FieldProblem): string;
  onError(message: string, error: unknown): void;
}

/**
 * Beside a file field's own input: a button that opens the picker on the other sources, the file picked there
 * (name, size, a way to remove it), and why a pick did not work. Focus comes back to the button when the
 * picker closes or the picked file is removed.
 */
export function OtherSources({ field, openPicker, messageFor, onError }: OtherSourcesProps) {
  const picked = useSyncExternalStore(field.subscribe, () => field.picked);
  const [opening, setOpening] = useState(false);
  const [notice, setNotice] = useState<Notice>();
  const button = useRef<HTMLButtonElement>(null);
  const picker = useRef<FilestackPicker>(undefined);
  const busy = useRef(false);
  const noticeId = useId();

  // A file from the computer replaces the service's, and with it any word about the last pick.
  useEffect(() => {
    const forget = () => setNotice(undefined);
    field.input.addEventListener('change', forget);
    return () => field.input.removeEventListener('change', forget);
  }, [field]);
  // A picker still open when the widget goes (the visitor navigated away) goes with it.
  useEffect(
    () => () => {
      picker.current?.close().catch(() => {});
    },
    [],
  );

  const open = async () => {
    // Clicks while the library is on its way share the one load and the one picker.
    if (busy.current) return;
    busy.current = true;
    setNotice(undefined);
    setOpening(true);
    try {
      picker.current = await openPicker({
        onUploadDone: ({ filesUploaded, filesFailed }) => {
          const file = filesUploaded[0];
          if (!file) {
            if (filesFailed.length > 0) setNotice('failed');
            return;
          }
          const refusal = field.pick(file);
          setNotice(refusal === 'unusable' ? 'failed' : refusal);
        },
        onClose: () => button.current?.focus(),
      });
    } catch (error) {
      setNotice('unreachable');
      onError('the file picker could not be opened', error);
    } finally {
      busy.current = false;
      setOpening(false);
    }
  };

  const remove = () => {
    field.remove();
    button.current?.focus();
  };

  const message =
    notice === 'unreachable' || notice === 'failed'
      ? FILE_SOURCE_MESSAGES[notice]
      : notice
        ? messageFor(notice)
        : '';

  return (
    <>
      <span className="dmform-file-sources__or">or from</span>{' '}
      <button
        ref={button}
        type="button"
        className="dmform-file-sources__open"
        aria-describedby={message ? noticeId : undefined}
        aria-busy={opening || undefined}
        onClick={() => void open()}
      >
        {OTHER_SOURCES_LABEL}
      </button>
      <span className="dmform-file-sources__picked">
        <span className="dmform-file-sources__status" role="status">
          {opening
            ? 'Opening the file picker…'
            : picked
              ? `Attached: ${picked.name} (${formatSize(picked.size)})`
              : ''}
        </span>
        {picked ? (
          <button
            type="button"
            className="dmform-file-sources__remove"
            aria-label={`Remove ${picked.name}`}
            onClick={remove}
          >
            Remove
          </button>
        ) : null}
      </span>
      <p id={noticeId} className="dmform-message dmform-file-sources__message" role="alert">
        {message}
      </p>
    </>
  );
}
