//! The browser entry: Trunk builds this for wasm32 and the page mounts the app.

fn main() {
    turnkeeper::ui::start();
}
