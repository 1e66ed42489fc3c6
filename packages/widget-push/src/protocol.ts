import * as z from 'zod/mini';

/**
 * Spec widgets §7: `POST` adds a push subscription, `DELETE` (same path, same `subEp`) removes it; no body, and
 * the answer is not read.
 */
export const PUSH_SUBSCRIPTIONS_PATH = '/_dm/s/rt/api/public/rt/site/:siteAlias/notifications/subscriptions';

/** The `deviceID` of the call: 0 desktop, 1 tablet, 2 mobile. */
export const PUSH_DEVICE_IDS = { desktop: 0, tablet: 1, mobile: 2 } as const;

/** Endpoints are push-service URLs; browsers' are well under this. */
export const MAX_PUSH_ENDPOINT_LENGTH = 2048;

const isHttpsUrl = (value: string) => {
  try {
    return new URL(value).protocol === 'https:';
  } catch {
    return false;
  }
};

/** The query of a `POST` (`subEp`, `subDomain`, `deviceID`); a `DELETE` needs `subEp` only. */
export const pushSubscriptionQuery = z.object({
  subEp: z
    .string()
    .check(z.maxLength(MAX_PUSH_ENDPOINT_LENGTH), z.refine(isHttpsUrl, 'expected an https URL')),
  subDomain: z.string().check(z.maxLength(253)),
  deviceID: z.enum(['0', '1', '2']),
});
export type PushSubscriptionQuery = z.output<typeof pushSubscriptionQuery>;

export const pushUnsubscriptionQuery = z.object({ subEp: pushSubscriptionQuery.shape.subEp });

/** The call's URL for a site and a subscription; `DELETE` takes the same URL (the extra fields are ignored). */
export function pushSubscriptionUrl(
  siteAlias: string,
  query: { endpoint: string; domain: string; deviceId: number },
): string {
  const search = new URLSearchParams({
    subEp: query.endpoint,
    subDomain: query.domain,
    deviceID: String(query.deviceId),
  });
  return `${PUSH_SUBSCRIPTIONS_PATH.replace(':siteAlias', encodeURIComponent(siteAlias))}?${search}`;
}
