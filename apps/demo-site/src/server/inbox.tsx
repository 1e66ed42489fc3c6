import { createReadStream, existsSync } from 'node:fs';
import { Readable } from 'node:stream';
import type { Hono } from 'hono';
import { renderToStaticMarkup } from 'react-dom/server';
import type {
  ExcerptLimits,
  FieldExcerpt,
  FormSubmissions,
  StoredSubmission,
  SubmissionSummary,
} from '../db/form-submissions';
import type { OwnerAccess } from './owner-guard';
import { CSRF_FIELD, ownerGuard } from './owner-guard';
import { LogoutForm, OwnerDocument } from './owner-pages';

/** Messages per inbox page; older ones are a link away. */
export const INBOX_PAGE_SIZE = 20;
/**
 * What the inbox shows of one message, however large it was stored: a value's first 2,000 characters, 50 fields,
 * 20 values a field. Anything cut is said so beside it, and the message's full text is a download.
 */
export const INBOX_EXCERPT_LIMITS: ExcerptLimits = {
  valueChars: 2_000,
  fields: 50,
  valuesPerField: 20,
  labelChars: 200,
};

const kilobytes = (bytes: number) => `${Math.max(1, Math.round(bytes / 1024))} KB`;
const count = (n: number, one: string, many = `${one}s`) =>
  `${n.toLocaleString('en-US')} ${n === 1 ? one : many}`;
const fullTextPath = (id: number) => `/_demo/inbox/messages/${id}.txt`;
const receivedAt = (iso: string) => new Date(iso).toUTCString().replace(' GMT', ' UTC');

/**
 * A file field's answer: an uploaded file, kept here and downloaded from the inbox, or a file picked through
 * the file picker service, linked where the service keeps it (the server never fetched it).
 */
function FileAnswer({ summary, fieldName }: { summary: SubmissionSummary; fieldName: string }) {
  const uploads = summary.files.filter((file) => file.fieldName === fieldName);
  const hosted = summary.hostedFiles.filter((file) => file.fieldName === fieldName);
  if (uploads.length === 0 && hosted.length === 0) return <>—</>;
  return (
    <>
      {uploads.map((file) => (
        <a key={`upload-${file.id}`} href={`/_demo/inbox/files/${file.id}`} download={file.originalName}>
          {file.originalName} ({kilobytes(file.size)})
        </a>
      ))}
      {hosted.map((file) => (
        <span key={`hosted-${file.id}`}>
          <a href={file.url} rel="noopener noreferrer">
            {file.originalName}
          </a>{' '}
          ({kilobytes(file.size)}, linked from the file picker service)
        </span>
      ))}
    </>
  );
}

/** A field's values, each cut where the inbox stops showing it, and saying so. */
function Values({ field }: { field: FieldExcerpt }) {
  if (field.values.length === 0) return <>—</>;
  return (
    <>
      {field.values.map((value, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: a field's values have no identity but their order
        <span key={index}>
          {index > 0 ? ', ' : null}
          {value.excerpt}
          {value.length > value.excerpt.length ? (
            <span className="inbox__cut"> … (cut here: {count(value.length, 'character')} in all)</span>
          ) : null}
        </span>
      ))}
      {field.valueCount > field.values.length ? (
        <span className="inbox__cut">
          {' '}
          … and {count(field.valueCount - field.values.length, 'more value')}
        </span>
      ) : null}
    </>
  );
}

const isCut = (summary: SubmissionSummary) =>
  summary.fieldCount > summary.fields.length ||
  summary.fields.some(
    (field) =>
      field.valueCount > field.values.length ||
      field.values.some((value) => value.length > value.excerpt.length),
  );

function Message({ summary, csrfToken }: { summary: SubmissionSummary; csrfToken: string }) {
  const headingId = `message-${summary.id}`;
  return (
    <article className="inbox__message" aria-labelledby={headingId}>
      <h2 id={headingId}>
        {summary.formTitle || summary.formId}{' '}
        <time dateTime={summary.receivedAt}>{receivedAt(summary.receivedAt)}</time>
      </h2>
      <dl>
        {summary.fields.map((field, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: a stored message may repeat a name; its order is its identity
          <div key={index}>
            <dt>{field.label}</dt>
            <dd>
              {field.type === 'file' ? (
                <FileAnswer summary={summary} fieldName={field.name} />
              ) : (
                <Values field={field} />
              )}
            </dd>
          </div>
        ))}
      </dl>
      {summary.fieldCount > summary.fields.length ? (
        <p className="inbox__cut">
          … and {count(summary.fieldCount - summary.fields.length, 'more field')}, in the full text.
        </p>
      ) : null}
      {isCut(summary) ? (
        <p className="inbox__cut" role="note">
          This message is too long to show in full here.{' '}
          <a href={fullTextPath(summary.id)} download>
            Download its full text
          </a>
          .
        </p>
      ) : null}
      <div className="inbox__actions">
        <a href={fullTextPath(summary.id)} download>
          Download as text
        </a>
        <form method="post" action={`/_demo/inbox/messages/${summary.id}/delete`}>
          <input type="hidden" name={CSRF_FIELD} value={csrfToken} />
          <button type="submit" aria-describedby={headingId}>
            Delete
          </button>
        </form>
      </div>
    </article>
  );
}

const MESSAGES_SLOT = '@@inbox-messages@@';

/** The page around the messages, split where they go, so the messages can stream in between. */
function inboxFrame(
  total: number,
  csrfToken: string,
  olderThan: number | undefined,
  before: number | undefined,
) {
  const html = `<!doctype html>${renderToStaticMarkup(
    <OwnerDocument title="Inbox">
      <header className="inbox__header">
        <h1>Inbox</h1>
        <LogoutForm csrfToken={csrfToken} />
      </header>
      <p className="inbox__count">
        {total === 0
          ? 'No messages yet.'
          : `${count(total, 'message')}, newest first, ${INBOX_PAGE_SIZE} a page.`}
      </p>
      {MESSAGES_SLOT}
      {before !== undefined || olderThan !== undefined ? (
        <nav className="inbox__pages" aria-label="Inbox pages">
          {before !== undefined ? <a href="/_demo/inbox">Newest messages</a> : null}
          {olderThan !== undefined ? <a href={`/_demo/inbox?before=${olderThan}`}>Older messages</a> : null}
        </nav>
      ) : null}
    </OwnerDocument>,
  )}`;
  const [head = '', foot = ''] = html.split(MESSAGES_SLOT);
  return { head, foot };
}

/** Sends parts one at a time, each made only when the connection has taken the one before. */
function streamOf(parts: ReadonlyArray<() => string>): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  let next = 0;
  return new ReadableStream<Uint8Array>(
    {
      pull(controller) {
        const part = parts[next];
        next += 1;
        if (!part) controller.close();
        else controller.enqueue(encoder.encode(part()));
      },
    },
    { highWaterMark: 0 },
  );
}

/** A whole message as plain text, a field at a time: its download. */
function* fullText(submission: StoredSubmission): Generator<string> {
  yield `${submission.formTitle || submission.formId}\nReceived ${receivedAt(submission.receivedAt)}\n`;
  for (const field of submission.fields) {
    yield `\n${field.label}:\n`;
    if (field.type === 'file') {
      const files = [
        ...submission.files.filter((file) => file.fieldName === field.name),
        ...submission.hostedFiles.filter((file) => file.fieldName === field.name),
      ];
      yield files.length === 0
        ? '—\n'
        : files
            .map((file) => `${file.originalName} (${kilobytes(file.size)})`)
            .join('\n')
            .concat('\n');
      continue;
    }
    if (field.values.length === 0) yield '—\n';
    for (const value of field.values) yield `${value}\n`;
  }
}

/**
 * The owner's inbox, behind the owner login: contact form messages newest first, a page at a time, streamed a
 * message at a time, each bounded (`INBOX_EXCERPT_LIMITS`) with its full text a download away; a message can be
 * deleted, and its uploads with it.
 */
export function registerInbox(app: Hono, submissions: FormSubmissions, access: OwnerAccess): void {
  const guard = ownerGuard(access);

  app.get('/_demo/inbox', guard.page, (c) => {
    const beforeParam = c.req.query('before');
    const before = beforeParam && /^\d+$/.test(beforeParam) ? Number(beforeParam) : undefined;
    const ids = submissions.pageIds(INBOX_PAGE_SIZE + 1, before);
    const shown = ids.slice(0, INBOX_PAGE_SIZE);
    const olderThan = ids.length > INBOX_PAGE_SIZE ? shown[shown.length - 1] : undefined;
    const { csrfToken } = c.get('ownerSession');
    const { head, foot } = inboxFrame(submissions.count(), csrfToken, olderThan, before);
    const parts = [
      () => head,
      ...shown.map((id) => () => {
        const summary = submissions.summary(id, INBOX_EXCERPT_LIMITS);
        // Deleted while the page streamed: nothing to show.
        return summary ? renderToStaticMarkup(<Message summary={summary} csrfToken={csrfToken} />) : '';
      }),
      () => foot,
    ];
    return c.body(streamOf(parts), 200, { 'content-type': 'text/html; charset=utf-8' });
  });

  app.get('/_demo/inbox/messages/:file', guard.page, (c) => {
    const id = /^(\d+)\.txt$/.exec(c.req.param('file'))?.[1];
    const submission = id ? submissions.get(Number(id)) : undefined;
    if (!submission) return c.text('No such message', 404);
    const lines = fullText(submission);
    const encoder = new TextEncoder();
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        const { done, value } = lines.next();
        if (done) controller.close();
        else controller.enqueue(encoder.encode(value));
      },
    });
    return c.body(body, 200, {
      'content-type': 'text/plain; charset=utf-8',
      'content-disposition': `attachment; filename="message-${submission.id}.txt"`,
    });
  });

  app.post('/_demo/inbox/messages/:id/delete', guard.action, async (c) => {
    const id = c.req.param('id');
    if (!/^\d+$/.test(id) || !(await submissions.delete(Number(id)))) return c.text('No such message', 404);
    return c.redirect('/_demo/inbox', 303);
  });

  app.get('/_demo/inbox/files/:id', guard.page, (c) => {
    const file = submissions.file(Number(c.req.param('id')));
    if (!file || !existsSync(file.path)) return c.text('No such file', 404);
    // Served as a download, never rendered: a visitor's upload must not run as our page.
    return c.body(Readable.toWeb(createReadStream(file.path)) as ReadableStream, 200, {
      'content-type': 'application/octet-stream',
      'content-length': String(file.size),
      'content-disposition': `attachment; filename*=UTF-8''${encodeURIComponent(file.originalName)}`,
    });
  });
}
