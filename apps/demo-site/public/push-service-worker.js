// Harbor & Rye's push service worker (the push button of widgets spec §3 registers it): shows what the site
// pushes as a notification, and opens the page the notification names when it is clicked. Served at the site's
// root, so its scope covers every page.
const SITE_HOME = '/site/harbor-and-rye/home';

self.addEventListener('push', (event) => {
  const message = { title: 'Harbor & Rye', body: 'Fresh from the bakery', url: SITE_HOME };
  if (event.data) {
    try {
      Object.assign(message, event.data.json());
    } catch {
      message.body = event.data.text();
    }
  }
  event.waitUntil(
    self.registration.showNotification(String(message.title), {
      body: String(message.body),
      icon: '/assets/favicon.svg',
      data: { url: String(message.url) },
    }),
  );
});

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  // Only the site's own pages: a push that names another origin opens the home page instead.
  let target = new URL(SITE_HOME, self.location.origin);
  try {
    const named = new URL(event.notification.data?.url ?? SITE_HOME, self.location.origin);
    if (named.origin === self.location.origin) target = named;
  } catch {}
  event.waitUntil(self.clients.openWindow(target.href));
});
