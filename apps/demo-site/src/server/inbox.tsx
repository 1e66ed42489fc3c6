import { createReadStream, existsSync } from 'node:fs';
import { Readable } from 'node:stream';
import type { Hono } from 'hono';
import { renderToStaticMarkup } from 'react-dom/server';
import type { FormSubmissions, StoredSubmission } from '../db/form-submissions';

const kilobytes = (bytes: number) => `${Math.max(1, Math.round(bytes / 1024))} KB`;

/**
 * A file field's answer: an uploaded file, kept here and downloaded from the inbox, or a file picked through
 * the file picker service, linked where the service keeps it (the server never fetched it).
 */
function FileAnswer({ submission, fieldName }: { submission: StoredSubmission; fieldName: string }) {
  const uploads = submission.files.filter((file) => file.fieldName === fieldName);
  const hosted = submission.hostedFiles.filter((file) => file.fieldName === fieldName);
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

function Inbox({ submissions }: { submissions: StoredSubmission[] }) {
  return (
    <html lang="en">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <title>Inbox · Harbor &amp; Rye</title>
        <link rel="stylesheet" href="/assets/inbox.css" />
      </head>
      <body>
        <main className="inbox">
          <h1>Inbox</h1>
          <p className="inbox__count">
            {submissions.length === 0
              ? 'No messages yet.'
              : `${submissions.length} message${submissions.length === 1 ? '' : 's'}, newest first.`}
          </p>
          {submissions.map((submission) => (
            <article
              className="inbox__message"
              key={submission.id}
              aria-labelledby={`message-${submission.id}`}
            >
              <h2 id={`message-${submission.id}`}>
                {submission.formTitle || submission.formId}{' '}
                <time dateTime={submission.receivedAt}>
                  {new Date(submission.receivedAt).toUTCString().replace(' GMT', ' UTC')}
                </time>
              </h2>
              <dl>
                {submission.fields.map((field) => (
                  <div key={field.name}>
                    <dt>{field.label}</dt>
                    <dd>
                      {field.type === 'file' ? (
                        <FileAnswer submission={submission} fieldName={field.name} />
                      ) : (
                        field.values.join(', ') || '—'
                      )}
                    </dd>
                  </div>
                ))}
              </dl>
            </article>
          ))}
        </main>
      </body>
    </html>
  );
}

/** The owner's inbox (admin mode only): every contact form submission, newest first, with its file. */
export function registerInbox(app: Hono, submissions: FormSubmissions): void {
  app.get('/_demo/inbox', (c) => {
    c.header('cache-control', 'no-store');
    return c.html(`<!doctype html>${renderToStaticMarkup(<Inbox submissions={submissions.list()} />)}`);
  });
  app.get('/_demo/inbox/files/:id', (c) => {
    const file = submissions.file(Number(c.req.param('id')));
    if (!file || !existsSync(file.path)) return c.text('No such file', 404);
    // Served as a download, never rendered: a visitor's upload must not run as our page.
    return new Response(Readable.toWeb(createReadStream(file.path)) as ReadableStream, {
      headers: {
        'content-type': 'application/octet-stream',
        'content-length': String(file.size),
        'content-disposition': `attachment; filename*=UTF-8''${encodeURIComponent(file.originalName)}`,
        'x-content-type-options': 'nosniff',
        'cache-control': 'no-store',
      },
    });
  });
}
