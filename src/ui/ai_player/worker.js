// The search worker's entry, copied by scripts/build.sh to a game build's worker/main.js
// beside the worker's wasm-bindgen glue (worker/search.js) and wasm: a module worker
// that starts the wasm once and answers each message of the page with its search
// (src/worker.rs). Messages that arrive while the wasm starts wait for it.
import init, { answer } from './search.js';

const ready = init();
self.onmessage = (e) => {
  ready.then(
    () => self.postMessage(answer(e.data)),
    (err) => self.postMessage(String(e.data).split(' ')[0] + ' e the search worker could not start: ' + err),
  );
};
