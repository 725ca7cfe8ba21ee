/** How the System report's figures and names are written for people: the web app's System tab and `momstride status` alike. */
/** What the System tab writes for a figure the report does not have yet (collecting, or a service down all hour). */
export const NO_FIGURE = '—';

const oneDecimal = new Intl.NumberFormat('en-US', { maximumFractionDigits: 1 });
const whole = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });

/** A duration in milliseconds: `8.5 ms`, `240 ms`, `1.3 s`. */
export const formatMs = (value: number | null): string => {
  if (value === null) return NO_FIGURE;
  if (value >= 1000) return `${oneDecimal.format(value / 1000)} s`;
  return `${value >= 100 ? whole.format(value) : oneDecimal.format(value)} ms`;
};

/** A share 0..1 as a percentage: `0 %`, `0.25 %`, `12 %`. */
export const formatRate = (value: number | null): string => {
  if (value === null) return NO_FIGURE;
  const percent = value * 100;
  if (percent === 0) return '0%';
  if (percent < 1) return `${new Intl.NumberFormat('en-US', { maximumFractionDigits: 2 }).format(percent)}%`;
  return `${oneDecimal.format(percent)}%`;
};

/** Requests per minute: `0`, `3.5`, `1,240`. */
export const formatPerMinute = (value: number | null): string => (value === null ? NO_FIGURE : oneDecimal.format(value));

const UNITS = ['B', 'KB', 'MB', 'GB', 'TB'] as const;

/** A size in bytes, in powers of 1024: `512 B`, `4.2 MB`, `1.1 GB`. */
export const formatBytes = (value: number | null): string => {
  if (value === null) return NO_FIGURE;
  let size = value;
  let unit = 0;
  while (size >= 1024 && unit < UNITS.length - 1) {
    size /= 1024;
    unit++;
  }
  return `${unit === 0 ? whole.format(size) : oneDecimal.format(size)} ${UNITS[unit]}`;
};

/** A service's name as the tab shows it: `events-wellness` → `Events & wellness`. */
export const serviceLabel = (name: string): string =>
  ({
    gateway: 'Gateway',
    accounts: 'Accounts',
    community: 'Community',
    'events-wellness': 'Events & wellness',
    messaging: 'Messaging',
    'media-reviews': 'Media & reviews',
    commerce: 'Shop',
  })[name] ?? name;

/** A queue's name in words: `community__user-deleted` → `community: user deleted`. */
export const queueLabel = (queue: string): string => {
  const [consumer, ...rest] = queue.split('__');
  return rest.length === 0 ? queue.replace(/[-_]/g, ' ') : `${consumer}: ${rest.join(' ').replace(/-/g, ' ')}`;
};

/** The window the figures over time cover: `the last minute`, `last 42 minutes`. */
export const windowLabel = (minutes: number): string => (minutes <= 1 ? 'the last minute' : `last ${minutes} minutes`);
