import { describe, expect, it } from 'vitest';
import {
  DEFAULT_SHARE_TEXT,
  readNetworks,
  SHARE_NETWORKS,
  shareUrl,
  shareWindowFeatures,
} from './share-networks';

const PAGE = 'https://harbor-and-rye.example/site/harbor-and-rye/journal?a=1&b=2';

describe('shareUrl', () => {
  it("uses each network's own share endpoint with the page and the text encoded", () => {
    expect(shareUrl('facebook', PAGE, DEFAULT_SHARE_TEXT)).toBe(
      `https://www.facebook.com/sharer/sharer.php?u=${encodeURIComponent(PAGE)}`,
    );
    expect(shareUrl('x', PAGE, 'Rye & more')).toBe(
      `https://twitter.com/intent/tweet?text=Rye%20%26%20more&url=${encodeURIComponent(PAGE)}`,
    );
    expect(shareUrl('linkedin', PAGE, 't')).toBe(
      `https://www.linkedin.com/sharing/share-offsite/?url=${encodeURIComponent(PAGE)}`,
    );
    expect(shareUrl('pinterest', PAGE, 't')).toMatch(
      /^https:\/\/pinterest\.com\/pin\/create\/button\/\?url=.+&description=t$/,
    );
    expect(shareUrl('whatsapp', PAGE, 'Look')).toBe(
      `https://api.whatsapp.com/send?text=${encodeURIComponent(`Look ${PAGE}`)}`,
    );
    expect(shareUrl('email', PAGE, 'Look')).toBe(`mailto:?subject=Look&body=${encodeURIComponent(PAGE)}`);
  });

  it('has the spec’s default share text', () => {
    expect(DEFAULT_SHARE_TEXT).toBe('I wanted to share this great website with you');
  });
});

describe('readNetworks', () => {
  it('gives every network by default and keeps the asked order without repeats', () => {
    expect(readNetworks(undefined)).toEqual({ networks: [...SHARE_NETWORKS], warnings: [] });
    expect(readNetworks(['email', 'Facebook', 'email'])).toEqual({
      networks: ['email', 'facebook'],
      warnings: [],
    });
  });

  it('drops unknown names and reports them; a value that is no list gives every network', () => {
    expect(readNetworks(['myspace', 42, 'x'])).toEqual({
      networks: ['x'],
      warnings: ['unknown share network "myspace" is left out', 'unknown share network 42 is left out'],
    });
    expect(readNetworks('facebook')).toEqual({
      networks: [...SHARE_NETWORKS],
      warnings: ['networks "facebook" is not a list; every network is shown'],
    });
  });
});

describe('shareWindowFeatures', () => {
  it('opens 600 by 560, centred on the opening window', () => {
    expect(shareWindowFeatures(100, 50, 1400, 900)).toBe('popup,width=600,height=560,left=500,top=220');
    expect(shareWindowFeatures(0, 0, 400, 300)).toBe('popup,width=600,height=560,left=0,top=0');
  });
});
