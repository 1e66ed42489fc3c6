/** Spec widgets §9: the feed starts this long after the first scroll or touch when it was out of view. */
export const TWITTER_INIT_DELAY_MS = 600;

/** The platform's widgets script (spec widgets §7 "a Twitter widgets script"). */
export const TWITTER_WIDGETS_SCRIPT = 'https://platform.twitter.com/widgets.js';

export type TimelineKind = 'profile' | 'profile-replies' | 'favourites';

/** What the embed needs, read from the element's attributes. */
export interface TwitterTimeline {
  kind: TimelineKind;
  userName: string;
  /** The timeline's address: the embed's anchor points there, and so does the link left on failure. */
  timelineUrl: string;
  profileUrl: string;
  /** The embed's `data-*` options. */
  options: Record<string, string>;
}

const USER_NAME = /^@?(\w{1,15})$/;
const LANGUAGE = /^[a-z]{2,3}(-[A-Za-z]{2,4})?$/;

/** `Profile` and `ProfileReplies` as the spec names them; any other value is treated as favourites. */
export function timelineKind(twitterType: unknown): TimelineKind {
  if (twitterType === 'Profile') return 'profile';
  if (twitterType === 'ProfileReplies') return 'profile-replies';
  return 'favourites';
}

/**
 * Reads the feed's attributes. Without a usable user name there is nothing to show (`undefined`, with a
 * warning); a bad count, flag or language is left out (the platform's default applies), with a warning.
 */
export function twitterTimeline(
  config: Record<string, unknown>,
  pageLanguage: string,
): { timeline: TwitterTimeline | undefined; warnings: string[] } {
  const warnings: string[] = [];
  const name =
    typeof config.twitterUserName === 'string' ? USER_NAME.exec(config.twitterUserName.trim()) : null;
  if (!name?.[1]) {
    warnings.push(
      `twitterUserName ${JSON.stringify(config.twitterUserName)} is not an account name; no feed is shown`,
    );
    return { timeline: undefined, warnings };
  }
  const userName = name[1];
  const kind = timelineKind(config.twitterType);
  const profileUrl = `https://twitter.com/${userName}`;
  const options: Record<string, string> = { dnt: 'true' };
  if (kind === 'profile-replies') options['show-replies'] = 'true';

  const count =
    typeof config.numberOfTweets === 'string' ? Number(config.numberOfTweets) : config.numberOfTweets;
  if (typeof count === 'number' && Number.isInteger(count) && count >= 1 && count <= 20)
    options['tweet-limit'] = String(count);
  else if (config.numberOfTweets !== undefined)
    warnings.push(
      `numberOfTweets ${JSON.stringify(config.numberOfTweets)} is not a count from 1 to 20; the platform's default applies`,
    );

  const hide = config.hideHeaderFooter;
  if (hide === true || hide === 'true') options.chrome = 'noheader nofooter';
  else if (hide !== undefined && hide !== false && hide !== 'false')
    warnings.push(
      `hideHeaderFooter ${JSON.stringify(hide)} is not true or false; header and footer are shown`,
    );

  const lang = config.lang;
  if (typeof lang === 'string' && LANGUAGE.test(lang)) options.lang = lang.toLowerCase();
  else if (lang !== undefined && lang !== '')
    warnings.push(`lang ${JSON.stringify(lang)} is not a language; the page's is used`);

  const timeline = {
    kind,
    userName,
    timelineUrl: kind === 'favourites' ? `${profileUrl}/likes` : profileUrl,
    profileUrl,
    options,
  };
  return { timeline: withPageLanguage(timeline, pageLanguage), warnings };
}

/** The timeline in the page's language (`<html lang>`, its first part) when it names none of its own. */
export function withPageLanguage(timeline: TwitterTimeline, pageLanguage: string): TwitterTimeline {
  const page = pageLanguage.split('-')[0]?.toLowerCase();
  if (timeline.options.lang || !page || !LANGUAGE.test(page)) return timeline;
  return { ...timeline, options: { ...timeline.options, lang: page } };
}
