//! An append-only list whose copies share their past, so that copying a match (as the
//! page does on every move, keeping the position before it) costs the same at the
//! thousandth log line as at the tenth.

use std::iter::{Chain, FlatMap};
use std::rc::Rc;
use std::slice;

/// How many items a frozen chunk holds: a copy clones at most this many minus one.
const CHUNK: usize = 16;

/// A list that grows at its end and is copied in constant time. Every full chunk of
/// [`CHUNK`] items is frozen and shared by all copies, and so is the list of those
/// chunks (copied only when a chunk is frozen or taken apart); a copy clones only the
/// last, unfinished chunk.
pub struct SharedList<T> {
    frozen: Rc<Vec<Rc<[T]>>>,
    tail: Vec<T>,
}

/// The items of a [`SharedList`] in order.
pub type Iter<'a, T> =
    Chain<FlatMap<slice::Iter<'a, Rc<[T]>>, &'a [T], fn(&'a Rc<[T]>) -> &'a [T]>, slice::Iter<'a, T>>;

impl<T> SharedList<T> {
    pub fn new() -> Self {
        Self { frozen: Rc::new(Vec::new()), tail: Vec::new() }
    }

    pub fn len(&self) -> usize {
        self.frozen.len() * CHUNK + self.tail.len()
    }

    pub fn is_empty(&self) -> bool {
        self.len() == 0
    }

    /// Adds an item at the end; it freezes the last chunk once that is full.
    pub fn push(&mut self, item: T) {
        if self.tail.capacity() == 0 {
            self.tail.reserve_exact(CHUNK);
        }
        self.tail.push(item);
        if self.tail.len() == CHUNK {
            let chunk: Rc<[T]> = std::mem::take(&mut self.tail).into();
            Rc::make_mut(&mut self.frozen).push(chunk);
        }
    }

    pub fn get(&self, i: usize) -> Option<&T> {
        match self.frozen.get(i / CHUNK) {
            Some(chunk) => chunk.get(i % CHUNK),
            None => self.tail.get(i - self.frozen.len() * CHUNK),
        }
    }

    pub fn last(&self) -> Option<&T> {
        self.len().checked_sub(1).and_then(|i| self.get(i))
    }

    pub fn iter(&self) -> Iter<'_, T> {
        self.iter_chunks(0)
    }

    /// The items from index `start` on, found without walking the ones before.
    pub fn iter_from(&self, start: usize) -> std::iter::Skip<Iter<'_, T>> {
        let chunk = (start / CHUNK).min(self.frozen.len());
        self.iter_chunks(chunk).skip(start - chunk * CHUNK)
    }

    fn iter_chunks(&self, from: usize) -> Iter<'_, T> {
        let as_slice: fn(&Rc<[T]>) -> &[T] = |c| &c[..];
        self.frozen[from..].iter().flat_map(as_slice).chain(self.tail.iter())
    }
}

impl<T: Clone> SharedList<T> {
    /// Keeps the first `len` items. Cutting into a frozen chunk copies what it keeps of it.
    pub fn truncate(&mut self, len: usize) {
        if len >= self.len() {
            return;
        }
        let whole = len / CHUNK;
        if whole < self.frozen.len() {
            let spine = Rc::make_mut(&mut self.frozen);
            self.tail = spine[whole][..len - whole * CHUNK].to_vec();
            spine.truncate(whole);
        } else {
            self.tail.truncate(len - whole * CHUNK);
        }
    }

    pub fn to_vec(&self) -> Vec<T> {
        self.iter().cloned().collect()
    }
}

impl<T: Clone> Clone for SharedList<T> {
    fn clone(&self) -> Self {
        Self { frozen: self.frozen.clone(), tail: self.tail.clone() }
    }
}

impl<T> Default for SharedList<T> {
    fn default() -> Self {
        Self::new()
    }
}

impl<T: PartialEq> PartialEq for SharedList<T> {
    fn eq(&self, other: &Self) -> bool {
        self.len() == other.len() && self.iter().eq(other.iter())
    }
}

impl<T: std::fmt::Debug> std::fmt::Debug for SharedList<T> {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_list().entries(self.iter()).finish()
    }
}

impl<T> FromIterator<T> for SharedList<T> {
    fn from_iter<I: IntoIterator<Item = T>>(items: I) -> Self {
        let mut list = Self::new();
        list.extend(items);
        list
    }
}

impl<T> Extend<T> for SharedList<T> {
    fn extend<I: IntoIterator<Item = T>>(&mut self, items: I) {
        for item in items {
            self.push(item);
        }
    }
}

impl<'a, T> IntoIterator for &'a SharedList<T> {
    type Item = &'a T;
    type IntoIter = Iter<'a, T>;
    fn into_iter(self) -> Self::IntoIter {
        self.iter()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Every way of reading the list agrees with a plain vector of the same items.
    fn same(list: &SharedList<u32>, model: &[u32]) {
        assert_eq!(list.len(), model.len(), "length");
        assert_eq!(list.to_vec(), model, "items in order");
        assert_eq!(list.last(), model.last(), "last item");
        for i in 0..model.len() + 2 {
            assert_eq!(list.get(i), model.get(i), "item {i}");
            let from: Vec<u32> = list.iter_from(i).copied().collect();
            assert_eq!(from, model.get(i..).unwrap_or_default(), "items from {i}");
        }
    }

    #[test]
    fn reads_like_a_vector_across_chunk_boundaries() {
        let mut list = SharedList::new();
        let mut model = Vec::new();
        for i in 0..(3 * CHUNK as u32 + 5) {
            same(&list, &model);
            list.push(i);
            model.push(i);
        }
        same(&list, &model);
        assert_eq!(list.iter().next_back(), Some(&(3 * CHUNK as u32 + 4)), "it reads backwards too");
    }

    #[test]
    fn a_copy_shares_the_frozen_chunks_and_changes_apart() {
        let mut list: SharedList<u32> = (0..40).collect();
        let copy = list.clone();
        assert!(Rc::ptr_eq(&list.frozen, &copy.frozen), "the copy shares the frozen chunks");
        assert!(copy.tail.len() < CHUNK, "and clones fewer than a chunk's items");
        list.push(40);
        list.truncate(7);
        same(&copy, &(0..40).collect::<Vec<_>>());
        same(&list, &(0..7).collect::<Vec<_>>());
    }

    #[test]
    fn truncate_at_every_length_then_grows_again() {
        let full: Vec<u32> = (0..50).collect();
        for len in 0..=52 {
            let mut list: SharedList<u32> = full.iter().copied().collect();
            list.truncate(len);
            let mut model: Vec<u32> = full[..len.min(50)].to_vec();
            same(&list, &model);
            for x in 100..120 {
                list.push(x);
                model.push(x);
            }
            same(&list, &model);
        }
    }
}
