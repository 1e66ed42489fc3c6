import { describe, expect, it } from 'vitest';
import {
  ACCOUNT_ROLES,
  BILLING_PERIODS,
  CONDITION_OPERATORS,
  ConditionOperator,
  DEVICE_TYPES,
  ENVIRONMENTS,
  isOneOf,
  PLANS,
  SAVE_STATES,
  SITE_PUBLISH_STATES,
  USER_STATUSES,
} from './enumerations';

describe('the enumerations of core-runtime spec §3', () => {
  it('spell every value as the spec does', () => {
    expect(SITE_PUBLISH_STATES).toEqual(['PUBLISHED', 'NOT_PUBLISHED', 'NEED_TO_REPUBLISH']);
    expect(USER_STATUSES).toEqual([
      'PROSPECT',
      'SITE_ASSIGNED',
      'INVITED_BY_LINK',
      'INVITED_BY_EMAIL',
      'ACTIVE',
      'SUSPENDED',
    ]);
    expect(PLANS).toEqual([
      'NONE',
      'NEW_SMB',
      'BASIC',
      'TEAM',
      'AGENCY',
      'AGENCY_PLUS',
      'ENTERPRISE',
      'SMB',
      'RESELLER',
    ]);
    expect(SAVE_STATES).toEqual(['UNSAVED', 'SAVING', 'SAVED']);
    expect(ACCOUNT_ROLES).toEqual(['accountOwner', 'staffMember']);
    expect(BILLING_PERIODS).toEqual(['monthly', 'yearly', 'onetime']);
    expect(ENVIRONMENTS).toEqual(['editor', 'preview', 'live']);
    expect(DEVICE_TYPES).toEqual(['desktop', 'tablet', 'mobile']);
    expect(CONDITION_OPERATORS).toEqual([
      'Contains',
      'Does not contain',
      'Equals',
      'Does not equal',
      'Is set',
      'Is not set',
      'Boolean',
    ]);
    expect(ConditionOperator.DoesNotEqual).toBe('Does not equal');
  });

  it('isOneOf narrows a value to a list, and refuses anything else', () => {
    expect(isOneOf(PLANS, 'AGENCY_PLUS')).toBe(true);
    expect(isOneOf(PLANS, 'agency_plus')).toBe(false);
    expect(isOneOf(SAVE_STATES, 3)).toBe(false);
    expect(isOneOf(CONDITION_OPERATORS, 'Is set')).toBe(true);
  });
});
