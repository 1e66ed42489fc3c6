import * as z from 'zod/mini';

export { PASSWORD_POPUP_PATH, pageAuthPath, UNAUTHORIZED_ERROR_CODE } from './constants';

/** The body of `POST …/page/auth` (spec §3 "Password auth request"). */
export const pageAuthRequestSchema = z.object({
  /** As the visitor typed it: never trimmed or changed. */
  password: z.string(),
  /** The path of the protected page, `/site/{siteAlias}/{pageAlias}`. */
  pagePath: z.string(),
});

/** The answer on success: the cookie that unlocks the page, stored by the client. */
export const pageAuthResponseSchema = z.object({
  name: z.string().check(z.regex(/^[!#$%&'*+\-.^_`|~0-9A-Za-z]+$/)),
  value: z.string().check(z.regex(/^[!#-+\--:<-[\]-~]*$/)),
});

/** The answer on failure; `errorCode` is `UnAuthorized` for a wrong password. */
export const pageAuthErrorSchema = z.looseObject({
  errorCode: z.optional(z.string()),
  message: z.optional(z.string()),
});

export type PageAuthRequest = z.infer<typeof pageAuthRequestSchema>;
export type PageAuthResponse = z.infer<typeof pageAuthResponseSchema>;
