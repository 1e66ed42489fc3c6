import * as z from 'zod/mini';

export const contactFormConfig = z.object({
  /**
   * The site's new-contact-form feature flag (widgets spec §7): on, the form posts to the site's contactForm
   * endpoint; off, to its own action URL (or the legacy endpoint).
   */
  newContactForm: z._default(z.boolean(), true),
  /** The alias of the page a visitor goes to after sending; without it, the form's success message shows. */
  successPage: z.optional(z.string().check(z.regex(/^[\w-]+$/, 'expected a page alias'))),
  /**
   * The form's captcha, when it has one: the provider's site key, invisible or a visible check (compact on
   * mobile), and where the provider's script comes from (the provider's own URL unless a site hosts a
   * compatible one).
   */
  captcha: z.optional(
    z.object({
      siteKey: z.string().check(z.minLength(1)),
      mode: z._default(z.enum(['invisible', 'checkbox']), 'invisible'),
      scriptUrl: z.optional(z.string().check(z.minLength(1))),
    }),
  ),
  /**
   * The file picker for the form's file fields, when it has one: Filestack's, whose API key this is, offering a
   * file-hosting service, a cloud drive and a mail service beside the computer (widgets spec §5). Its script
   * comes from Filestack's CDN unless `scriptUrl` says otherwise. Without it, files come from the computer only.
   */
  filePicker: z.optional(
    z.object({
      apiKey: z.string().check(z.minLength(1)),
      scriptUrl: z.optional(z.string().check(z.minLength(1))),
    }),
  ),
  /** How long a submission may take before it counts as failed. */
  timeoutMs: z._default(z.number().check(z.positive()), 30_000),
});

export type ContactFormConfig = z.output<typeof contactFormConfig>;
