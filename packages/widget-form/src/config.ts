import * as z from 'zod/mini';

export const contactFormConfig = z.object({
  /**
   * The site's new-contact-form feature flag (widgets spec §7): on, the form posts to the site's contactForm
   * endpoint; off, to its own action URL (or the legacy endpoint).
   */
  newContactForm: z._default(z.boolean(), true),
  /** The alias of the page a visitor goes to after sending; without it, the form's success message shows. */
  successPage: z.optional(z.string().check(z.regex(/^[\w-]+$/, 'expected a page alias'))),
  /** How long a submission may take before it counts as failed. */
  timeoutMs: z._default(z.number().check(z.positive()), 30_000),
});

export type ContactFormConfig = z.output<typeof contactFormConfig>;
