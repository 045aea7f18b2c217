//! A game's packed card pool as the page gets it: built into the wasm, or, in a build
//! that fetches it (cfg `fetched_pools`, rules/build.rs), fetched beside the page and
//! handed over before the first game. The budget of a page's wasm lets card data that
//! does not fit come in a fetched, cached file (the service worker caches it with the
//! page); `ui::pools` fetches it for the page, `ui::ai_player::worker_side` for the
//! search worker. Aeon's End, Altered and Nexus keep their pools this way.

use std::sync::OnceLock;

use super::card_data::CardDataError;

/// Where one game's packed pool comes from.
pub struct PoolBytes {
    /// The committed file, for refusals ("cards/nexus/pool.bin").
    pub file: &'static str,
    /// Its name beside the page when fetched ("nexus-pool.bin", scripts/build.sh).
    fetch_as: &'static str,
    /// The bytes built in, or `None` where the build fetches them.
    built_in: Option<&'static [u8]>,
    fetched: OnceLock<Vec<u8>>,
}

impl PoolBytes {
    pub const fn new(file: &'static str, fetch_as: &'static str, built_in: Option<&'static [u8]>) -> Self {
        PoolBytes { file, fetch_as, built_in, fetched: OnceLock::new() }
    }

    /// The file the page fetches before its first game, or `None` when built in.
    pub fn fetch_from(&self) -> Option<&'static str> {
        self.built_in.is_none().then_some(self.fetch_as)
    }

    /// Takes fetched `bytes` once `check` (the game's unpacking) accepts them: bytes that
    /// are not a whole pool are refused, never played with. Where the pool is built in,
    /// whole bytes are checked and then left unused.
    pub fn provide(
        &self,
        bytes: Vec<u8>,
        check: impl Fn(&[u8]) -> Result<(), CardDataError>,
    ) -> Result<(), CardDataError> {
        check(&bytes)?;
        if self.built_in.is_none() {
            let _ = self.fetched.set(bytes);
        }
        Ok(())
    }

    /// The bytes the game plays with: built in, or fetched (refused until provided).
    pub fn bytes(&self) -> Result<&[u8], CardDataError> {
        match self.built_in {
            Some(b) => Ok(b),
            None => {
                self.fetched.get().map(Vec::as_slice).ok_or_else(|| CardDataError::file(self.file, "was not loaded"))
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn whole(b: &[u8]) -> Result<(), CardDataError> {
        if b.starts_with(b"OK") {
            Ok(())
        } else {
            Err(CardDataError::file("x.bin", "is not a packed pool"))
        }
    }

    #[test]
    fn a_fetched_pool_is_refused_until_whole_bytes_come() {
        let p = PoolBytes::new("cards/x/pool.bin", "x-pool.bin", None);
        assert_eq!(p.fetch_from(), Some("x-pool.bin"));
        assert!(p.bytes().is_err(), "nothing to play with before it is fetched");
        assert!(p.provide(b"junk".to_vec(), whole).is_err());
        assert!(p.bytes().is_err(), "corrupt bytes are not kept");
        p.provide(b"OK pool".to_vec(), whole).expect("a whole pool");
        assert_eq!(p.bytes().expect("provided"), b"OK pool");
    }

    #[test]
    fn a_built_in_pool_needs_no_fetch() {
        let p = PoolBytes::new("cards/x/pool.bin", "x-pool.bin", Some(b"OK built"));
        assert_eq!(p.fetch_from(), None);
        assert_eq!(p.bytes().expect("built in"), b"OK built");
        assert!(p.provide(b"junk".to_vec(), whole).is_err(), "corrupt bytes are refused here too");
        p.provide(b"OK other".to_vec(), whole).expect("whole bytes");
        assert_eq!(p.bytes().expect("built in"), b"OK built", "the built-in pool stays");
    }
}
