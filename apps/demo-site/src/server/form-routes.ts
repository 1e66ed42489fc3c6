import type { FieldProblem, FieldValue, PickedFile } from '@vitrine/widget-form/protocol';
import {
  checkField,
  LEGACY_FORM_ENDPOINT,
  MAX_UPLOAD_BYTES,
  parseSubmission,
} from '@vitrine/widget-form/protocol';
import type { Context, Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import type { FormSubmissions, HostedUpload, UploadedFile } from '../db/form-submissions';
import type { FormDefinition, FormFieldDefinition } from '../site/forms/contact-form';
import { dateFormatOf, FORMS, timeFormatOf } from '../site/forms/contact-form';
import { pagePath, SITE_ALIAS } from '../site/site';
import type { CaptchaVerifier } from './captcha';
import type { Posted } from './hosted-files';
import { readHostedFiles } from './hosted-files';

/** `contactFormEndpoint(siteAlias, …)` of the widget, as a route. */
const CONTACT_FORM_ROUTE = '/_dm/s/rt/api/public/rt/site/:siteAlias/contactForm';

/** One file of 10 MB and the fields around it; a bigger body is refused before it is read. */
export const FORM_BODY_LIMIT_BYTES = MAX_UPLOAD_BYTES + 1024 * 1024;

const wantsJson = (c: Context) => (c.req.header('accept') ?? '').includes('application/json');
const all = (value: Posted[string] | undefined): Array<string | File> =>
  value === undefined ? [] : Array.isArray(value) ? value : [value];
/** A file input left empty still posts a part: no name, no bytes. */
const isPickedFile = (value: string | File): value is File =>
  typeof value !== 'string' && (value.size > 0 || value.name !== '');

/**
 * The rule input for a field as the owner defined it, from what was posted (never from posted types). A file
 * field's files are its uploads and the files picked through the picker service, posted by their address.
 */
function valueFor(
  field: FormFieldDefinition,
  posted: Array<string | File>,
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

/**
 * The contact form endpoints (widgets spec §7): the site's contactForm endpoint and the legacy one, which a
 * form without JavaScript posts to. Both check the submission against the form as the owner built it, store it
 * with its file, and answer a script with a status (204, 400, 413) or a browser with a redirect: to the
 * success page, or back to the form.
 */
export function registerFormRoutes(app: Hono, submissions: FormSubmissions, captcha: CaptchaVerifier): void {
  const limit = bodyLimit({
    maxSize: FORM_BODY_LIMIT_BYTES,
    onError: (c) =>
      wantsJson(c)
        ? c.json({ error: 'The attachment is larger than 10 MB' }, 413)
        : c.text('The attachment is larger than 10 MB. Please go back and choose a smaller file.', 413),
  });

  const receive = async (c: Context) => {
    let body: Posted;
    try {
      body = (await c.req.parseBody({ all: true })) as Posted;
    } catch {
      return c.json({ error: 'Expected a form-encoded body' }, 400);
    }
    const entries = new Map<string, string[]>();
    for (const [name, value] of Object.entries(body))
      entries.set(
        name,
        all(value).filter((item): item is string => typeof item === 'string'),
      );
    const parsed = parseSubmission(entries);
    const form = parsed.ok ? FORMS.get(parsed.submission.formId) : undefined;
    if (!parsed.ok || !form) {
      return wantsJson(c)
        ? c.json({ error: 'Not a known contact form', problems: parsed.ok ? [] : parsed.problems }, 400)
        : c.text('This form could not be read.', 400);
    }
    const hosted = readHostedFiles(form, body);
    if (hosted.problems.length > 0) {
      // Only a script that skipped the widget's checks posts such an address: say exactly what is wrong.
      const error = `A linked file cannot be accepted: ${hosted.problems.join('; ')}`;
      return wantsJson(c) ? c.json({ error, problems: hosted.problems }, 400) : c.text(error, 400);
    }
    const problems = checkSubmission(form, body, hosted);
    if (Object.keys(problems).length > 0) {
      if (wantsJson(c)) return c.json({ error: 'Some fields need attention', fields: problems }, 400);
      return c.redirect(`${pagePath(form.page)}?form=invalid#form-${form.id}-invalid`, 303);
    }
    if (form.captcha) {
      const token = all(body['g-recaptcha-response']).find(
        (value): value is string => typeof value === 'string',
      );
      const passed = await captcha.verify(token, c.req.header('x-forwarded-for'));
      if (!passed) {
        // Widgets spec §8: a 401 marks the captcha area. A browser without JavaScript cannot run the check.
        if (wantsJson(c)) return c.json({ error: 'The captcha did not pass' }, 401);
        return c.redirect(`${pagePath(form.page)}#form-${form.id}-captcha`, 303);
      }
    }
    const files: Array<UploadedFile | HostedUpload> = [...hosted.files];
    for (const field of form.fields.filter(({ type }) => type === 'file'))
      for (const file of all(body[field.name]).filter(isPickedFile))
        files.push({
          fieldName: field.name,
          originalName: file.name,
          contentType: file.type || 'application/octet-stream',
          bytes: new Uint8Array(await file.arrayBuffer()),
        });
    submissions.add(SITE_ALIAS, parsed.submission, files, c.req.header('user-agent'));
    if (wantsJson(c)) return c.body(null, 204);
    // A browser without JavaScript follows this; the widget goes to the success page itself, query string kept.
    return c.redirect(
      form.successPage ? pagePath(form.successPage) : `${pagePath(form.page)}#form-${form.id}-sent`,
      303,
    );
  };

  app.post(CONTACT_FORM_ROUTE, limit, async (c) => {
    if (c.req.param('siteAlias') !== SITE_ALIAS) return c.json({ error: 'Unknown site' }, 404);
    return receive(c);
  });
  app.post(LEGACY_FORM_ENDPOINT, limit, receive);
}
