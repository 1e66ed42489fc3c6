import { describe, expect, it } from 'vitest';
import { timelineKind, twitterTimeline } from './twitter-timeline';

describe('timelineKind', () => {
  it('maps Profile and ProfileReplies, and treats any other value as favourites', () => {
    expect(timelineKind('Profile')).toBe('profile');
    expect(timelineKind('ProfileReplies')).toBe('profile-replies');
    for (const other of ['Favorites', 'profile', '', undefined, 3])
      expect(timelineKind(other)).toBe('favourites');
  });
});

describe('twitterTimeline', () => {
  it('builds the embed of a profile with its count, chrome and language', () => {
    const { timeline, warnings } = twitterTimeline(
      {
        twitterType: 'Profile',
        twitterUserName: '@HarborAndRye',
        numberOfTweets: '5',
        hideHeaderFooter: 'true',
        lang: 'fr',
      },
      'en-US',
    );
    expect(warnings).toEqual([]);
    expect(timeline).toEqual({
      kind: 'profile',
      userName: 'HarborAndRye',
      timelineUrl: 'https://twitter.com/HarborAndRye',
      profileUrl: 'https://twitter.com/HarborAndRye',
      options: { dnt: 'true', 'tweet-limit': '5', chrome: 'noheader nofooter', lang: 'fr' },
    });
  });

  it('shows replies for ProfileReplies and the likes timeline for favourites', () => {
    expect(
      twitterTimeline({ twitterType: 'ProfileReplies', twitterUserName: 'rye' }, 'en').timeline?.options[
        'show-replies'
      ],
    ).toBe('true');
    expect(
      twitterTimeline({ twitterType: 'Likes', twitterUserName: 'rye' }, 'en').timeline?.timelineUrl,
    ).toBe('https://twitter.com/rye/likes');
  });

  it('takes the page language when the feed names none', () => {
    expect(twitterTimeline({ twitterUserName: 'rye' }, 'pt-BR').timeline?.options.lang).toBe('pt');
  });

  it('gives garbage a defined meaning, with a warning for each', () => {
    const { timeline, warnings } = twitterTimeline(
      {
        twitterType: 'Profile',
        twitterUserName: 'rye',
        numberOfTweets: 'lots',
        hideHeaderFooter: 'maybe',
        lang: 42,
      },
      'en',
    );
    expect(timeline?.options).toEqual({ dnt: 'true', lang: 'en' });
    expect(warnings).toEqual([
      `numberOfTweets "lots" is not a count from 1 to 20; the platform's default applies`,
      'hideHeaderFooter "maybe" is not true or false; header and footer are shown',
      "lang 42 is not a language; the page's is used",
    ]);
  });

  it('shows nothing without a usable account name', () => {
    for (const name of [undefined, '', 'not a name', 'waytoolongforanaccount', {}])
      expect(twitterTimeline({ twitterUserName: name }, 'en').timeline).toBeUndefined();
    expect(twitterTimeline({}, 'en').warnings).toEqual([
      'twitterUserName undefined is not an account name; no feed is shown',
    ]);
  });
});
