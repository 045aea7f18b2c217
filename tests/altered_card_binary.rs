//! The page's packed Altered pool (`cards/altered/pool.bin`) is the set files read and
//! checked: the browser decodes it instead of reading the JSON. After changing a set
//! file: `TURNKEEPER_RECORD=1 cargo test --no-default-features --test altered_card_binary`.

#[macro_use]
mod support;

packed_pool_tests!(turnkeeper::games::altered::cards, "altered_card_binary");
