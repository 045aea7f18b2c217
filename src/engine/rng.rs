use serde::{Deserialize, Serialize};

/// The seeded generator every game keeps in its state (xoshiro256**, seeded through
/// SplitMix64). Written out here so that the same seed gives the same numbers on every
/// platform, natively and in wasm, and so that draws can be counted for undo.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Rng {
    s: [u64; 4],
    draws: u64,
}

impl Rng {
    /// A generator whose whole future is fixed by `seed`.
    pub fn new(seed: u64) -> Self {
        let mut sm = seed;
        let mut next = || {
            sm = sm.wrapping_add(0x9E37_79B9_7F4A_7C15);
            let mut z = sm;
            z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
            z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
            z ^ (z >> 31)
        };
        Self { s: [next(), next(), next(), next()], draws: 0 }
    }

    /// How many numbers have been drawn: a change means a random event happened.
    pub fn draws(&self) -> u64 {
        self.draws
    }

    /// The next 64 random bits.
    pub fn next_u64(&mut self) -> u64 {
        self.draws += 1;
        let result = self.s[1].wrapping_mul(5).rotate_left(7).wrapping_mul(9);
        let t = self.s[1] << 17;
        self.s[2] ^= self.s[0];
        self.s[3] ^= self.s[1];
        self.s[1] ^= self.s[2];
        self.s[0] ^= self.s[3];
        self.s[2] ^= t;
        self.s[3] = self.s[3].rotate_left(45);
        result
    }

    /// A uniform number in `0..n` (`n` > 0), without modulo bias.
    pub fn below(&mut self, n: usize) -> usize {
        assert!(n > 0, "Rng::below(0)");
        let n = n as u64;
        let zone = u64::MAX - (u64::MAX % n);
        loop {
            let x = self.next_u64();
            if x < zone {
                return (x % n) as usize;
            }
        }
    }

    /// An index into `weights` drawn with chance proportional to its weight (one draw
    /// of the generator); `None`, drawing nothing, when the weights sum to nothing.
    pub fn weighted(&mut self, weights: &[f64]) -> Option<usize> {
        let total: f64 = weights.iter().sum();
        if weights.is_empty() || total <= 0.0 {
            return None;
        }
        let mut x = (self.next_u64() >> 11) as f64 / (1u64 << 53) as f64 * total;
        for (i, w) in weights.iter().enumerate() {
            if x < *w {
                return Some(i);
            }
            x -= w;
        }
        Some(weights.len() - 1)
    }

    /// Fisher-Yates shuffle.
    pub fn shuffle<T>(&mut self, items: &mut [T]) {
        for i in (1..items.len()).rev() {
            let j = self.below(i + 1);
            items.swap(i, j);
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn same_seed_same_numbers_and_draws_are_counted() {
        let mut a = Rng::new(42);
        let mut b = Rng::new(42);
        let xs: Vec<u64> = (0..8).map(|_| a.next_u64()).collect();
        let ys: Vec<u64> = (0..8).map(|_| b.next_u64()).collect();
        assert_eq!(xs, ys);
        assert_eq!(a.draws(), 8);
        assert_ne!(Rng::new(43).next_u64(), xs[0], "another seed gives another stream");
    }

    #[test]
    fn below_stays_in_range_and_covers_it() {
        let mut r = Rng::new(7);
        let mut seen = [0u32; 6];
        for _ in 0..6000 {
            seen[r.below(6)] += 1;
        }
        assert!(seen.iter().all(|&c| c > 800), "roughly uniform: {seen:?}");
    }

    #[test]
    fn weighted_draws_by_weight_once_and_nothing_from_no_weight() {
        let mut r = Rng::new(5);
        let mut seen = [0u32; 3];
        for _ in 0..6000 {
            seen[r.weighted(&[1.0, 0.0, 3.0]).expect("a pick")] += 1;
        }
        assert_eq!(seen[1], 0, "a zero weight is never drawn: {seen:?}");
        assert!(seen[2] > 2 * seen[0] && seen[0] > 1000, "about one to three: {seen:?}");
        assert_eq!(r.draws(), 6000, "one draw a pick");
        assert_eq!(r.weighted(&[0.0, 0.0]), None);
        assert_eq!(r.weighted(&[]), None);
        assert_eq!(r.draws(), 6000, "nothing drawn when nothing can be picked");
    }

    #[test]
    fn shuffle_is_a_permutation() {
        let mut r = Rng::new(9);
        let mut v: Vec<u32> = (0..60).collect();
        r.shuffle(&mut v);
        assert_ne!(v, (0..60).collect::<Vec<_>>());
        v.sort();
        assert_eq!(v, (0..60).collect::<Vec<_>>());
    }
}
