//! One stable sort for the cold paths: a search's final report, a game's tables built
//! once, the end of a game's tie-breaks, the page's explanations.
//!
//! Each `sort_by` on a new element type or comparison is compiled again: the standard
//! library's stable sort is about 6 KB of wasm per copy, and six copies made 16 KB of a
//! game page's gzipped wasm (the 350 KB budget, README "figures"). These functions sort
//! positions (`usize`) through one comparison behind `dyn`, with a small merge sort of
//! its own, so the page carries no copy of the standard sorts; each caller adds only the
//! small reordering below. Not for hot paths: every comparison is an indirect call.

use std::cmp::Ordering;

/// Sorts `v` by `cmp`, keeping the order of equal elements (like `slice::sort_by`).
pub fn sort_by<T>(v: &mut Vec<T>, mut cmp: impl FnMut(&T, &T) -> Ordering) {
    if v.len() < 2 {
        return;
    }
    let order = sorted_positions(v.len(), &mut |i, j| cmp(&v[i], &v[j]));
    let mut slots: Vec<Option<T>> = std::mem::take(v).into_iter().map(Some).collect();
    // `order` is a permutation of 0..len: every slot is taken exactly once.
    *v = order.into_iter().filter_map(|i| slots.get_mut(i).and_then(Option::take)).collect();
}

/// Sorts `v` by the key `f` gives, keeping the order of equal elements.
pub fn sort_by_key<T, K: Ord>(v: &mut Vec<T>, mut f: impl FnMut(&T) -> K) {
    sort_by(v, |a, b| f(a).cmp(&f(b)))
}

/// Sorts `v` in ascending order, keeping the order of equal elements.
pub fn sort<T: Ord>(v: &mut Vec<T>) {
    sort_by(v, T::cmp)
}

/// The positions 0..n in the order `cmp` gives them (stable): the one sort the page
/// carries. A bottom-up merge sort, written here rather than taken from the standard
/// library: every standard sort (stable or not) is 6-9 KB of wasm per copy, this is a
/// few hundred bytes, and the lists sorted here are short. Stable by construction: of
/// two equal heads, the left run's goes first.
fn sorted_positions(n: usize, cmp: &mut dyn FnMut(usize, usize) -> Ordering) -> Vec<usize> {
    let mut order: Vec<usize> = (0..n).collect();
    let mut merged = vec![0; n];
    let mut width = 1;
    while width < n {
        let mut lo = 0;
        while lo < n {
            let mid = (lo + width).min(n);
            let hi = (lo + 2 * width).min(n);
            let (mut i, mut j) = (lo, mid);
            for slot in &mut merged[lo..hi] {
                if i < mid && (j >= hi || cmp(order[i], order[j]) != Ordering::Greater) {
                    *slot = order[i];
                    i += 1;
                } else {
                    *slot = order[j];
                    j += 1;
                }
            }
            lo = hi;
        }
        std::mem::swap(&mut order, &mut merged);
        width *= 2;
    }
    order
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::Rng;

    #[test]
    fn sorts_like_the_standard_stable_sort() {
        let mut rng = Rng::new(7);
        for len in [0usize, 1, 2, 3, 17, 64, 300] {
            // Pairs with many equal keys: the second field shows whether ties kept
            // their order.
            let v: Vec<(u32, usize)> = (0..len).map(|i| (rng.below(5) as u32, i)).collect();
            let mut ours = v.clone();
            sort_by(&mut ours, |a, b| a.0.cmp(&b.0));
            let mut std_sorted = v.clone();
            std_sorted.sort_by_key(|a| a.0);
            assert_eq!(ours, std_sorted, "length {len}");

            let mut by_key = v.clone();
            sort_by_key(&mut by_key, |p| std::cmp::Reverse(p.0));
            let mut std_key = v.clone();
            std_key.sort_by_key(|p| std::cmp::Reverse(p.0));
            assert_eq!(by_key, std_key, "length {len}, by key");

            let mut plain = v.clone();
            sort(&mut plain);
            let mut std_plain = v;
            std_plain.sort();
            assert_eq!(plain, std_plain, "length {len}, whole value");
        }
    }

    #[test]
    fn keeps_every_element_once() {
        let mut v: Vec<String> = ["d", "a", "c", "a", "b"].iter().map(|s| s.to_string()).collect();
        sort(&mut v);
        assert_eq!(v, ["a", "a", "b", "c", "d"]);
    }
}
