// The enumerations of core-runtime spec §3 ("Enumerations seen"), spelled as the platform spells them, so
// widget and site code can compare against named constants instead of string literals.
import type { Device, Mode } from './environment';
import { DEVICES, MODES } from './environment';

/** Whether a site's latest changes are live. */
export const SITE_PUBLISH_STATES = ['PUBLISHED', 'NOT_PUBLISHED', 'NEED_TO_REPUBLISH'] as const;
export type SitePublishState = (typeof SITE_PUBLISH_STATES)[number];

/** Where a user of the platform stands with their account. */
export const USER_STATUSES = [
  'PROSPECT',
  'SITE_ASSIGNED',
  'INVITED_BY_LINK',
  'INVITED_BY_EMAIL',
  'ACTIVE',
  'SUSPENDED',
] as const;
export type UserStatus = (typeof USER_STATUSES)[number];

/**
 * A site's plan. The spec names "legacy SMB" and "the reseller type" without spelling them: they are `SMB`
 * and `RESELLER` here, in the style of the others.
 */
export const PLANS = [
  'NONE',
  'NEW_SMB',
  'BASIC',
  'TEAM',
  'AGENCY',
  'AGENCY_PLUS',
  'ENTERPRISE',
  'SMB',
  'RESELLER',
] as const;
export type Plan = (typeof PLANS)[number];

/** The editor's save indicator. */
export const SAVE_STATES = ['UNSAVED', 'SAVING', 'SAVED'] as const;
export type SaveState = (typeof SAVE_STATES)[number];

/** Account roles. */
export const ACCOUNT_ROLES = ['accountOwner', 'staffMember'] as const;
export type AccountRole = (typeof ACCOUNT_ROLES)[number];

export const BILLING_PERIODS = ['monthly', 'yearly', 'onetime'] as const;
export type BillingPeriod = (typeof BILLING_PERIODS)[number];

/** Where the runtime runs: the same values as `MODES` (`dmAPI.getCurrentEnvironment()`). */
export const ENVIRONMENTS: readonly Mode[] = MODES;
export type Environment = Mode;

/** The layouts a page is rendered for: the same values as `DEVICES` (`dmAPI.getCurrentDeviceType()`). */
export const DEVICE_TYPES: readonly Device[] = DEVICES;

/** The operators of a condition (personalization rules, collection filters in the editor), by name. */
export const ConditionOperator = {
  Contains: 'Contains',
  DoesNotContain: 'Does not contain',
  Equals: 'Equals',
  DoesNotEqual: 'Does not equal',
  IsSet: 'Is set',
  IsNotSet: 'Is not set',
  Boolean: 'Boolean',
} as const;
export type ConditionOperator = (typeof ConditionOperator)[keyof typeof ConditionOperator];
export const CONDITION_OPERATORS: readonly ConditionOperator[] = Object.values(ConditionOperator);

/** A type guard for one of these lists: `isOneOf(PLANS, value)`. */
export function isOneOf<Value extends string>(values: readonly Value[], value: unknown): value is Value {
  return typeof value === 'string' && (values as readonly string[]).includes(value);
}
