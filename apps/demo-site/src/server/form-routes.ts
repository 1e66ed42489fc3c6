import { createHash } from 'node:crypto';
import type { FieldProblem, FieldValue, ParsedSubmission, PickedFile } from '@vitrine/widget-form/protocol';
import {
  checkField,
  FORM_ID_FIELD,
  FORM_TITLE_FIELD,
  hostedFileNameFieldOf,
  hostedFileSizeFieldOf,
  hostedFileTypeFieldOf,
  IDEMPOTENCY_KEY_HEADER,
  IDEMPOTENCY_KEY_PATTERN,
  LEGACY_FORM_ENDPOINT,
  labelFieldOf,
  MAX_UPLOAD_BYTES,
  typeFieldOf,
} from '@vitrine/widget-form/protocol';
import type { Context, Hono } from 'hono';
import type { FormSubmissions, HostedUpload } from '../db/form-submissions';
import type { FormDefinition, FormFieldDefinition } from '../site/forms/contact-form';
import { dateFormatOf, FORM_KEY_FIELD, FORMS, timeFormatOf } from '../site/forms/contact-form';
import { pagePath, SITE_ALIAS } from '../site/site';
import { isBodyTooLarge, payloadTooLarge } from './body-limits';
import type { CaptchaVerifier } from './captcha';
import { clientKeyOf } from './client-address';
import { hasControlCharacter } from './control-characters';
import type { FormPost, ReceivedFile } from './form-post-reader';
import { FormPostTooLarge, MalformedFormPost, readFormPost } from './form-post-reader';
import type { Posted, PostedFile } from './hosted-files';
import { readHostedFiles } from './hosted-files';
import type { RateLimiter } from './rate-limits';
import { tooManyRequests } from './rate-limits';
import { logText } from './server-log';

/** `contactFormEndpoint(siteAlias, …)` of the widget, as a route. */
export const CONTACT_FORM_ROUTE = '/_dm/s/rt/api/public/rt/site/:siteAlias/contactForm';
export const CONTACT_FORM_PATH = /^\/_dm\/s\/rt\/api\/public\/rt\/site\/[^/]+\/contactForm$/;
export { LEGACY_FORM_ENDPOINT };

/** One file of 10 MB and the fields around it; a bigger body is refused as it streams in. */
export const FORM_BODY_LIMIT_BYTES = MAX_UPLOAD_BYTES + 1024 * 1024;
/** What the inbox keeps of uploads in all; past it a submission with a file is refused (507). */
export const DEFAULT_UPLOADS_QUOTA_BYTES = 512 * 1024 * 1024;
/** The captcha provider's token field: read, never stored. */
const CAPTCHA_TOKEN_FIELD = 'g-recaptcha-response';
/** Dropped names written to the log per post; the rest are counted. */
const DROPPED_NAMES_LOGGED = 10;

const wantsJson = (c: Context) => (c.req.header('accept') ?? '').includes('application/json');
const all = (value: Posted[string] | undefined): Array<string | PostedFile> =>
  value === undefined ? [] : Array.isArray(value) ? value : [value];
/** A file input left empty still posts a part: no name, no bytes. */
const isPickedFile = (value: string | PostedFile): value is PostedFile =>
  typeof value !== 'string' && (value.size > 0 || value.name !== '');
const isChoice = (field: FormFieldDefinition) =>
  ['dropdown', 'checkbox', 'radio', 'optin'].includes(field.type);

/**
 * The rule input for a field as the owner defined it, from what was posted (never from posted types). A file
 * field's files are its uploads and the files picked through the picker service, posted by their address.
 */
function valueFor(
  field: FormFieldDefinition,
  posted: Array<string | PostedFile>,
  hosted: readonly PickedFile[],
): FieldValue {
  const texts = posted.filter((value): value is string => typeof value === 'string');
  const text = texts[0] ?? '';
  const { required } = field;
  switch (field.type) {
    case 'file':
      return {
        kind: 'file',
        required,
        files: [
          ...posted.filter(isPickedFile).map(({ name, size, type }): PickedFile => ({ name, size, type })),
          ...hosted.map(({ name, size, type }) => ({ name, size, type })),
        ],
      };
    case 'email':
      return { kind: 'email', required, value: text };
    case 'date':
      return { kind: 'date', required, value: text, format: dateFormatOf(field) };
    case 'time':
      return { kind: 'time', required, value: text, format: timeFormatOf(field) };
    case 'dropdown': {
      const choices = (field.options ?? []).slice(1);
      return { kind: 'select', required, onFirstOption: !choices.includes(text) };
    }
    case 'checkbox':
    case 'radio':
    case 'optin':
      return {
        kind: 'choice',
        required,
        checked: texts.filter((value) => (field.options ?? []).includes(value)).length,
      };
    default:
      return { kind: 'text', required, value: text };
  }
}

/**
 * Every problem with a submission, by field name: the same rules the browser applied. `hosted` is the post's
 * files from the picker service, when the caller has read them already.
 */
export function checkSubmission(
  form: FormDefinition,
  body: Posted,
  hosted = readHostedFiles(form, body),
): Record<string, FieldProblem> {
  const problems: Record<string, FieldProblem> = {};
  for (const field of form.fields) {
    const problem = checkField(valueFor(field, all(body[field.name]), hosted.byField.get(field.name) ?? []));
    if (problem) problems[field.name] = problem;
  }
  return problems;
}

/** Names a post may carry for a form: its fields and what travels beside them. Everything else is dropped. */
function namesOf(form: FormDefinition): Set<string> {
  const names = new Set([FORM_ID_FIELD, FORM_TITLE_FIELD, CAPTCHA_TOKEN_FIELD, FORM_KEY_FIELD]);
  for (const field of form.fields) {
    names.add(field.name).add(labelFieldOf(field.name)).add(typeFieldOf(field.name));
    if (field.type === 'file')
      names
        .add(hostedFileNameFieldOf(field.name))
        .add(hostedFileSizeFieldOf(field.name))
        .add(hostedFileTypeFieldOf(field.name));
  }
  return names;
}

/** What a post says, read against the form the owner built. */
export interface OwnedSubmission {
  /** Labels, types and the title from the definition; values only for the fields it has. */
  submission: ParsedSubmission;
  /** The post as the rules read it: the defined names only. */
  posted: Posted;
  /** Uploads under the form's file fields. */
  uploads: ReceivedFile[];
  /** Posted names the form does not have (their values and files are not kept). */
  dropped: string[];
  /** Fields whose values are outside the field's options, or more than the field takes. */
  badOptions: string[];
  /** Fields with control characters (line breaks outside a message included). */
  controlCharacters: string[];
}

/**
 * Reads a post as the owner's form defines it: the title, every label and type, the option lists come from the
 * definition, never from the post (a visitor cannot make the inbox say what the form did not ask). Names the
 * form does not have are dropped; values outside a field's options are reported, as are control characters.
 */
export function ownedSubmission(form: FormDefinition, post: FormPost): OwnedSubmission {
  const known = namesOf(form);
  const dropped = [
    ...new Set(
      [...post.texts.keys(), ...post.files.map((file) => file.fieldName)].filter((name) => !known.has(name)),
    ),
  ];
  const fileFields = new Set<string>(
    form.fields.filter((field) => field.type === 'file').map((field) => field.name),
  );
  const uploads = post.files.filter((file) => fileFields.has(file.fieldName));
  for (const file of post.files)
    if (known.has(file.fieldName) && !fileFields.has(file.fieldName)) dropped.push(file.fieldName);
  const posted: Posted = {};
  for (const [name, values] of post.texts) if (known.has(name)) posted[name] = [...values];
  for (const file of uploads) {
    const entry: PostedFile = { name: file.originalName, size: file.size, type: file.contentType };
    posted[file.fieldName] = [...all(posted[file.fieldName]), entry];
  }
  const badOptions: string[] = [];
  const controlCharacters: string[] = [];
  const fields = form.fields.map((field) => {
    const values = post.texts.get(field.name) ?? [];
    if (isChoice(field)) {
      const single = field.type !== 'checkbox';
      if (values.some((value) => !(field.options ?? []).includes(value)) || (single && values.length > 1))
        badOptions.push(field.name);
    } else if (field.type !== 'file' && values.length > 1) badOptions.push(field.name);
    // A tab anywhere; line breaks in a message (a textarea) only: a single-line input never posts them.
    const allowed = field.type === 'message' ? '\t\r\n' : '\t';
    if (values.some((value) => hasControlCharacter(value, allowed))) controlCharacters.push(field.name);
    return { name: field.name, label: field.label, type: field.type, values: [...values] };
  });
  return {
    submission: { formId: form.id, formTitle: form.title, fields, integrations: {} },
    posted,
    uploads,
    dropped,
    badOptions,
    controlCharacters,
  };
}

/** What tells a retry from another submission under the same key: everything the submission would store. */
function fingerprintOf(owned: OwnedSubmission, hosted: readonly HostedUpload[]): string {
  return createHash('sha256')
    .update(
      JSON.stringify([
        owned.submission.formId,
        owned.submission.fields.map((field) => [field.name, field.values]),
        owned.uploads.map((file) => [file.fieldName, file.originalName, file.contentType, file.size]),
        hosted.map((file) => [file.fieldName, file.url, file.originalName, file.size]),
      ]),
    )
    .digest('base64url');
}

export interface FormRoutesOptions {
  submissions: FormSubmissions;
  captcha: CaptchaVerifier;
  rateLimiter: RateLimiter;
  uploadsQuotaBytes?: number;
  /** Where a post's dropped names are reported. */
  warn?: (message: string) => void;
}

/**
 * The contact form endpoints (widgets spec §7): the site's contactForm endpoint and the legacy one, which a
 * form without JavaScript posts to. Both read the post as it streams in within caps, take it as the owner's
 * form defines it, check it with the same rules as the browser, store it once per idempotency key with its
 * file, and answer a script with a status (204, 400, 401, 413, 422, 429, 507) or a browser with a redirect: to
 * the success page, or back to the form.
 */
export function registerFormRoutes(
  app: Hono,
  {
    submissions,
    captcha,
    rateLimiter,
    uploadsQuotaBytes = DEFAULT_UPLOADS_QUOTA_BYTES,
    warn = (message) => console.warn(message),
  }: FormRoutesOptions,
): void {
  const refuse = (c: Context, status: 400 | 422 | 507, error: string, extra: Record<string, unknown> = {}) =>
    wantsJson(c) ? c.json({ error, ...extra }, status) : c.text(error, status);

  const receive = async (c: Context) => {
    c.header('cache-control', 'no-store');
    const client = clientKeyOf(c);
    const wait = rateLimiter.take('forms', client);
    if (wait > 0) return tooManyRequests(c, wait, 'messages');
    const headerKey = c.req.header(IDEMPOTENCY_KEY_HEADER) ?? undefined;
    if (headerKey !== undefined && !IDEMPOTENCY_KEY_PATTERN.test(headerKey))
      return refuse(c, 400, `${IDEMPOTENCY_KEY_HEADER} must be 16 to 128 letters, digits, - or _`);

    let post: FormPost;
    try {
      post = await readFormPost(c.req.raw, submissions);
    } catch (error) {
      if (error instanceof FormPostTooLarge) return payloadTooLarge(c, error.message);
      if (isBodyTooLarge(error)) return payloadTooLarge(c, 'The attachment is larger than 10 MB');
      if (error instanceof MalformedFormPost) return refuse(c, 400, error.message);
      throw error;
    }
    let keep: readonly ReceivedFile[] = [];
    try {
      const form = FORMS.get(post.texts.get(FORM_ID_FIELD)?.[0]?.trim() ?? '');
      if (!form) {
        return wantsJson(c)
          ? c.json({ error: 'Not a known contact form' }, 400)
          : c.text('This form could not be read.', 400);
      }
      const owned = ownedSubmission(form, post);
      if (owned.dropped.length > 0) {
        // Posted names are the visitor's text: escaped, so a line break in one cannot forge a log line.
        const shown = owned.dropped
          .slice(0, DROPPED_NAMES_LOGGED)
          .map((name) => logText(name, 100))
          .join(', ');
        const more = owned.dropped.length - DROPPED_NAMES_LOGGED;
        warn(
          `[demo-site] form "${form.id}": dropped ${owned.dropped.length} posted name(s) the form does not have: ${shown}${more > 0 ? ` and ${more} more` : ''}`,
        );
      }
      if (owned.controlCharacters.length > 0)
        return refuse(c, 400, 'Some fields contain control characters', { fields: owned.controlCharacters });
      const hosted = readHostedFiles(form, owned.posted);
      if (hosted.problems.length > 0) {
        // Only a script that skipped the widget's checks posts such an address: say exactly what is wrong.
        const error = `A linked file cannot be accepted: ${hosted.problems.join('; ')}`;
        return refuse(c, 400, error, { problems: hosted.problems });
      }
      const fingerprint = fingerprintOf(owned, hosted.files);
      // Without the header (no JavaScript), the rendering's own key: the same rendering sent twice with the
      // same message is one message; edited and sent again from the same page, it is another one.
      const formKey = post.texts.get(FORM_KEY_FIELD)?.[0];
      const key =
        headerKey ??
        (formKey && /^[A-Za-z0-9-]{16,64}$/.test(formKey) ? `form-${formKey}-${fingerprint}` : undefined);
      const sent = () => {
        if (wantsJson(c)) return c.body(null, 204);
        // A browser without JavaScript follows this; the widget goes to the success page itself.
        return c.redirect(
          form.successPage ? pagePath(form.successPage) : `${pagePath(form.page)}#form-${form.id}-sent`,
          303,
        );
      };
      if (key) {
        // A retry of a stored submission is answered as the first attempt was, before any check that could
        // now fail (its captcha token has been used).
        const earlier = submissions.findByKey(SITE_ALIAS, key);
        if (earlier?.fingerprint === fingerprint) return sent();
        if (earlier) return refuse(c, 422, `This ${IDEMPOTENCY_KEY_HEADER} came with a different submission`);
      }
      if (owned.badOptions.length > 0)
        return refuse(c, 400, 'Some answers are not among the options the form offers', {
          fields: Object.fromEntries(owned.badOptions.map((name) => [name, 'option'])),
        });
      const problems = checkSubmission(form, owned.posted, hosted);
      if (Object.keys(problems).length > 0) {
        if (wantsJson(c)) return c.json({ error: 'Some fields need attention', fields: problems }, 400);
        return c.redirect(`${pagePath(form.page)}?form=invalid#form-${form.id}-invalid`, 303);
      }
      if (form.captcha) {
        const token = post.texts.get(CAPTCHA_TOKEN_FIELD)?.[0];
        const passed = await captcha.verify(token, c.req.header('x-forwarded-for'));
        if (!passed) {
          // Widgets spec §8: a 401 marks the captcha area. A browser without JavaScript cannot run the check.
          if (wantsJson(c)) return c.json({ error: 'The captcha did not pass' }, 401);
          return c.redirect(`${pagePath(form.page)}#form-${form.id}-captcha`, 303);
        }
      }
      const uploadBytes = owned.uploads.reduce((sum, file) => sum + file.size, 0);
      if (uploadBytes > 0) {
        const uploadWait = rateLimiter.take('uploads', client, uploadBytes);
        if (uploadWait > 0) return tooManyRequests(c, uploadWait, 'uploads');
        if (submissions.storedUploadBytes() + uploadBytes > uploadsQuotaBytes)
          return refuse(
            c,
            507,
            'The site cannot take more attachments now; please send your message without one',
          );
      }
      const result = await submissions.add(
        SITE_ALIAS,
        owned.submission,
        [...owned.uploads, ...hosted.files],
        {
          userAgent: c.req.header('user-agent'),
          idempotencyKey: key,
          fingerprint,
        },
      );
      if (result.kind === 'key-reused')
        return refuse(c, 422, `This ${IDEMPOTENCY_KEY_HEADER} came with a different submission`);
      if (result.kind === 'stored') keep = owned.uploads;
      return sent();
    } finally {
      // Whatever was not stored goes: refused posts, retries of stored ones, files under names not in the form.
      await submissions.discardUploads(
        post.files.filter((file) => !keep.includes(file)).map((file) => file.storedName),
      );
    }
  };

  app.post(CONTACT_FORM_ROUTE, async (c) => {
    if (c.req.param('siteAlias') !== SITE_ALIAS) return c.json({ error: 'Unknown site' }, 404);
    return receive(c);
  });
  app.post(LEGACY_FORM_ENDPOINT, receive);
}
