// Turnkeeper's service worker: after the first visit the site loads and plays with
// the network off. Network first (so a new deployment is picked up at once), the
// cache as the fallback. scripts/build.sh stamps the version below on every build, so
// the browser installs the new worker and the old cache is dropped.
const CACHE = "turnkeeper-__BUILD__";
// This build's files, cached at install so the first visit is enough, and those of the
// builds it opens (scripts/stamp-site.sh lists them: the lobby's lists every game's page,
// so after one visit to the site every game loads offline, not only the ones opened).
const FILES = ["./", "./index.html"]; // __FILES__

self.addEventListener("install", (event) => {
  event.waitUntil(
    // One by one: a file that cannot be fetched now leaves the others cached.
    caches.open(CACHE).then((cache) => Promise.all(FILES.map((f) => cache.add(f).catch(() => undefined)))),
  );
  self.skipWaiting();
});

self.addEventListener("activate", (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((keys) => Promise.all(keys.filter((k) => k.startsWith("turnkeeper-") && k !== CACHE).map((k) => caches.delete(k))))
      .then(() => self.clients.claim()),
  );
});

self.addEventListener("fetch", (event) => {
  const request = event.request;
  if (request.method !== "GET" || new URL(request.url).origin !== self.location.origin) {
    return;
  }
  event.respondWith(
    fetch(request)
      .then((response) => {
        if (response.ok) {
          const copy = response.clone();
          caches.open(CACHE).then((cache) => cache.put(request, copy));
        }
        return response;
      })
      .catch(() => caches.match(request, { ignoreSearch: true }).then((hit) => hit || Response.error())),
  );
});
