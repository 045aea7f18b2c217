// Turnkeeper's service worker: after the first visit the site loads and plays with
// the network off. Network first (so a new deployment is picked up at once), the
// cache as the fallback. scripts/build.sh stamps the version below on every build, so
// the browser installs the new worker and the old cache is dropped.
const CACHE = "turnkeeper-__BUILD__";
// This build's files, cached at install so the first visit is enough (build.sh lists them).
const FILES = ["./", "./index.html"]; // __FILES__
// The lobby's worker only: every game's page build (its folder's files), fetched once this
// build's own files are in, so that after one visit to the site every game loads offline,
// not only the ones opened (scripts/build.sh lists them; empty in a game's own build).
const GAMES = []; // __GAMES__

self.addEventListener("install", (event) => {
  event.waitUntil(
    caches.open(CACHE).then((cache) =>
      cache
        .addAll(FILES)
        .catch(() => undefined)
        // One by one: a file that cannot be fetched now leaves the others cached.
        .then(() => Promise.all(GAMES.map((f) => cache.add(f).catch(() => undefined)))),
    ),
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
