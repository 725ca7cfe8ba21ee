/*
 * MomStride's service worker: shows Web Push notifications and opens the right screen when one is tapped. It caches
 * nothing (no fetch handler): every request goes to the network as without it. The payload is what messaging's
 * push-sender.ts sends: { title, body, url (an app path), tag?, icon }.
 */
const FALLBACK_ICON = '/icons/icon-192.png';

self.addEventListener('install', () => {
  self.skipWaiting();
});

self.addEventListener('activate', (event) => {
  event.waitUntil(self.clients.claim());
});

/** An app path of this origin, or the home screen: a push never sends the app elsewhere. */
const appPath = (url) => (typeof url === 'string' && url.startsWith('/') && !url.startsWith('//') ? url : '/');

self.addEventListener('push', (event) => {
  let message = {};
  try {
    message = event.data ? event.data.json() : {};
  } catch {
    message = { body: event.data ? event.data.text() : '' };
  }
  const title = typeof message.title === 'string' && message.title ? message.title : 'MomStride';
  const options = {
    body: typeof message.body === 'string' ? message.body : '',
    icon: typeof message.icon === 'string' ? message.icon : FALLBACK_ICON,
    badge: FALLBACK_ICON,
    data: { url: appPath(message.url) },
  };
  if (typeof message.tag === 'string' && message.tag) options.tag = message.tag;
  event.waitUntil(self.registration.showNotification(title, options));
});

/**
 * Brings MomStride to `path`: an open MomStride window navigates there and comes forward, else a new one opens. A
 * window this worker does not control cannot be navigated by it: the screen opens beside it then. (Coming forward is
 * allowed only while a notification click is handled.)
 */
async function openApp(path) {
  const target = new URL(appPath(path), self.location.origin).href;
  const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
  const open = windows.find((client) => new URL(client.url).origin === self.location.origin);
  if (!open) return self.clients.openWindow(target);
  // Always navigated: a client's url is where its page was loaded, not where the app has routed since.
  let shown;
  try {
    shown = (await open.navigate(target)) || open;
  } catch {
    return self.clients.openWindow(target);
  }
  return shown.focus().catch(() => shown);
}

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  event.waitUntil(openApp(event.notification.data && event.notification.data.url));
});
