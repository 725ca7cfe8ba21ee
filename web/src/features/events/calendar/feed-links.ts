/** The two addresses of a calendar feed: the site's (https in production) to copy, and webcal:// for calendar apps. */
export interface FeedLinks {
  readonly url: string;
  readonly webcal: string;
}

/** A feed's path (`/api/calendar/….ics`) at the site's origin. */
export function feedLinks(path: string, origin: string): FeedLinks {
  const url = new URL(path, origin).href;
  return { url, webcal: url.replace(/^https?:/, 'webcal:') };
}
