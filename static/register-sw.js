// Offline play after the first visit (sw.js). A file of the site, not an inline script:
// the page's Content-Security-Policy runs no inline script but Trunk's loader.
if ("serviceWorker" in navigator && location.protocol.startsWith("http")) {
  addEventListener("load", () => navigator.serviceWorker.register("./sw.js").catch(() => {}));
}
