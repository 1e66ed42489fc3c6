const formatter = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  timeZone: 'UTC',
  timeZoneName: 'short',
});

/**
 * How a publication date reads on the page. Seconds are shown because the end-to-end suite republishes
 * pages moments apart and must see the content change.
 */
export function formatPublishedDate(iso: string): string {
  return formatter.format(new Date(iso));
}
