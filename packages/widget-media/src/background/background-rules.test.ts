import { describe, expect, it } from 'vitest';
import { type BackgroundRuleInput, planBackground } from './background-rules';

const input = (overrides: Partial<BackgroundRuleInput>): BackgroundRuleInput => ({
  provider: 'cdn',
  device: 'desktop',
  mobileAttribute: null,
  noLoopAttribute: null,
  reducedMotion: false,
  ...overrides,
});

describe('planBackground', () => {
  it('plays and loops on desktop by default', () => {
    expect(planBackground(input({}))).toEqual({ play: true, loop: true });
  });

  it("does not loop when data-video-bg-no-loop is 'true'", () => {
    expect(planBackground(input({ noLoopAttribute: 'true' }))).toEqual({ play: true, loop: false });
    expect(planBackground(input({ noLoopAttribute: 'false' }))).toEqual({ play: true, loop: true });
  });

  it("is skipped on mobile unless data-video-bg-mobile is 'true'", () => {
    expect(planBackground(input({ device: 'mobile' }))).toEqual({ play: false, reason: 'mobile' });
    expect(planBackground(input({ device: 'mobile', mobileAttribute: 'yes' }))).toEqual({
      play: false,
      reason: 'mobile',
    });
    expect(planBackground(input({ device: 'mobile', mobileAttribute: 'true' }))).toEqual({
      play: true,
      loop: true,
    });
  });

  it('uses YouTube backgrounds on desktop layouts only', () => {
    expect(planBackground(input({ provider: 'youtube', device: 'tablet' }))).toEqual({
      play: false,
      reason: 'youtube-not-desktop',
    });
    expect(planBackground(input({ provider: 'youtube', device: 'mobile', mobileAttribute: 'true' }))).toEqual(
      {
        play: false,
        reason: 'youtube-not-desktop',
      },
    );
    expect(planBackground(input({ provider: 'vimeo', device: 'tablet' }))).toEqual({
      play: true,
      loop: true,
    });
    expect(planBackground(input({ provider: 'youtube' }))).toEqual({ play: true, loop: true });
  });

  it('shows the poster only under reduced motion', () => {
    expect(planBackground(input({ reducedMotion: true }))).toEqual({ play: false, reason: 'reduced-motion' });
  });
});
