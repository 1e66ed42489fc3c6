import type { Device } from '@vitrine/widget-api';
import type { VideoProvider } from '../providers/providers';

export interface BackgroundRuleInput {
  provider: VideoProvider;
  device: Device;
  /** `data-video-bg-mobile`. */
  mobileAttribute: string | null;
  /** `data-video-bg-no-loop`. */
  noLoopAttribute: string | null;
  reducedMotion: boolean;
}

/** What a background does on this page: play its video, or show its poster only (and why). */
export type BackgroundPlan =
  | { play: true; loop: boolean }
  | { play: false; reason: 'mobile' | 'youtube-not-desktop' | 'reduced-motion' };

const isTrue = (attribute: string | null) => attribute?.trim().toLowerCase() === 'true';

/**
 * The rules of spec widgets §5: skipped on mobile unless `data-video-bg-mobile` is 'true'; YouTube only on
 * desktop layouts; looping unless `data-video-bg-no-loop` is 'true'. Under reduced motion the poster only.
 */
export function planBackground(input: BackgroundRuleInput): BackgroundPlan {
  if (input.reducedMotion) return { play: false, reason: 'reduced-motion' };
  if (input.device === 'mobile' && !isTrue(input.mobileAttribute)) return { play: false, reason: 'mobile' };
  if (input.provider === 'youtube' && input.device !== 'desktop')
    return { play: false, reason: 'youtube-not-desktop' };
  return { play: true, loop: !isTrue(input.noLoopAttribute) };
}
