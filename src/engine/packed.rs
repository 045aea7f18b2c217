//! A card pool as compact bytes, for the browser. The page decodes a pool already read
//! and checked natively instead of carrying the set-file reader (serde's derives over
//! JSON, the checks and the word writer cost tens of KB of gzipped wasm). The format:
//! a number of one byte is that byte, an `i32` zigzag LEB128, a count
//! or a text's length LEB128, an enum its variant's place then its fields in order, a
//! list or text its length then its items.
//!
//! Decoding reads on past a problem (as if the rest were zeros, so it ends) and keeps
//! the first, which [`decode`] returns: one check at the end rather than one per field
//! keeps the page's decoder small, and corrupt bytes are refused, never a panic.

/// A value as bytes and back.
pub trait Packed: Sized {
    fn put(&self, w: &mut Vec<u8>);
    fn get(r: &mut Reader) -> Self;
}

/// `value` as bytes, after the format's `magic` (a game's name and version).
pub fn encode<T: Packed>(magic: &[u8; 4], value: &T) -> Vec<u8> {
    let mut w = magic.to_vec();
    value.put(&mut w);
    w
}

/// The value `bytes` hold, or where they are corrupt.
pub fn decode<T: Packed>(magic: &[u8; 4], bytes: &[u8]) -> Result<T, String> {
    let rest = bytes.strip_prefix(magic).ok_or("it does not start as a packed pool of this game")?;
    let mut r = Reader { bytes: rest, at: 0, wrong: None };
    let value = T::get(&mut r);
    if r.at != rest.len() {
        r.fail("bytes after the pool");
    }
    match r.wrong {
        Some(wrong) => Err(format!("{wrong} (after the 4 bytes of its name)")),
        None => Ok(value),
    }
}

/// The bytes being decoded and the first problem met.
pub struct Reader<'a> {
    bytes: &'a [u8],
    at: usize,
    wrong: Option<String>,
}

impl Reader<'_> {
    fn fail(&mut self, what: &str) {
        if self.wrong.is_none() {
            self.wrong = Some(format!("{what} at byte {}", self.at));
        }
    }

    /// The next byte; 0 once a problem was met or at the end.
    pub fn byte(&mut self) -> u8 {
        match self.bytes.get(self.at) {
            Some(&b) if self.wrong.is_none() => {
                self.at += 1;
                b
            }
            Some(_) => 0,
            None => {
                self.fail("the file ends early");
                0
            }
        }
    }

    /// A LEB128 count, at most the bytes left (every item takes at least one).
    pub fn count(&mut self) -> usize {
        let mut n = 0usize;
        for shift in [0, 7, 14, 21] {
            let b = self.byte();
            n |= usize::from(b & 0x7f) << shift;
            if b < 0x80 {
                if n > self.bytes.len() - self.at {
                    self.fail("a length past the end");
                    return 0;
                }
                return n;
            }
        }
        self.fail("a length too long");
        0
    }

    /// A variant's place among `n`.
    pub fn tag(&mut self, n: usize, what: &str) -> usize {
        let t = usize::from(self.byte());
        if t < n {
            t
        } else {
            self.fail(&format!("no {what} numbered {t}"));
            0
        }
    }
}

fn put_len(n: usize, w: &mut Vec<u8>) {
    let mut n = n;
    while n >= 0x80 {
        w.push((n as u8 & 0x7f) | 0x80);
        n >>= 7;
    }
    w.push(n as u8);
}

impl Packed for u8 {
    fn put(&self, w: &mut Vec<u8>) {
        w.push(*self);
    }
    fn get(r: &mut Reader) -> Self {
        r.byte()
    }
}

impl Packed for u16 {
    fn put(&self, w: &mut Vec<u8>) {
        w.extend_from_slice(&self.to_le_bytes());
    }
    fn get(r: &mut Reader) -> Self {
        u16::from_le_bytes([r.byte(), r.byte()])
    }
}

/// Zigzag then LEB128: the small numbers of cards take one byte.
impl Packed for i32 {
    fn put(&self, w: &mut Vec<u8>) {
        let mut n = ((self << 1) ^ (self >> 31)) as u32;
        while n >= 0x80 {
            w.push((n as u8 & 0x7f) | 0x80);
            n >>= 7;
        }
        w.push(n as u8);
    }
    fn get(r: &mut Reader) -> Self {
        let mut n = 0u32;
        for shift in [0, 7, 14, 21, 28] {
            let b = r.byte();
            n |= u32::from(b & 0x7f) << shift;
            if b < 0x80 {
                break;
            }
        }
        (n >> 1) as i32 ^ -((n & 1) as i32)
    }
}

/// LEB128: the small numbers of cards take one byte.
impl Packed for u32 {
    fn put(&self, w: &mut Vec<u8>) {
        let mut n = *self;
        while n >= 0x80 {
            w.push((n as u8 & 0x7f) | 0x80);
            n >>= 7;
        }
        w.push(n as u8);
    }
    fn get(r: &mut Reader) -> Self {
        let mut n = 0u32;
        for shift in [0, 7, 14, 21, 28] {
            let b = r.byte();
            n |= u32::from(b & 0x7f) << shift;
            if b < 0x80 {
                break;
            }
        }
        n
    }
}

impl Packed for usize {
    fn put(&self, w: &mut Vec<u8>) {
        put_len(*self, w);
    }
    fn get(r: &mut Reader) -> Self {
        r.count()
    }
}

impl Packed for bool {
    fn put(&self, w: &mut Vec<u8>) {
        w.push(u8::from(*self));
    }
    fn get(r: &mut Reader) -> Self {
        r.tag(2, "yes or no") == 1
    }
}

impl Packed for String {
    fn put(&self, w: &mut Vec<u8>) {
        put_len(self.len(), w);
        w.extend_from_slice(self.as_bytes());
    }
    fn get(r: &mut Reader) -> Self {
        let n = r.count();
        let text = String::from_utf8(r.bytes[r.at..r.at + n].to_vec()).unwrap_or_else(|_| {
            r.fail("text that is not UTF-8");
            String::new()
        });
        r.at += n;
        text
    }
}

/// The pool's words live as long as the program (the native reader leaks them too).
impl Packed for &'static str {
    fn put(&self, w: &mut Vec<u8>) {
        put_len(self.len(), w);
        w.extend_from_slice(self.as_bytes());
    }
    fn get(r: &mut Reader) -> Self {
        Box::leak(String::get(r).into_boxed_str())
    }
}

impl<T: Packed> Packed for &'static T {
    fn put(&self, w: &mut Vec<u8>) {
        (**self).put(w);
    }
    fn get(r: &mut Reader) -> Self {
        Box::leak(Box::new(T::get(r)))
    }
}

impl<T: Packed> Packed for &'static [T] {
    fn put(&self, w: &mut Vec<u8>) {
        put_len(self.len(), w);
        self.iter().for_each(|x| x.put(w));
    }
    fn get(r: &mut Reader) -> Self {
        Vec::<T>::get(r).leak()
    }
}

impl<T: Packed> Packed for Vec<T> {
    fn put(&self, w: &mut Vec<u8>) {
        put_len(self.len(), w);
        self.iter().for_each(|x| x.put(w));
    }
    fn get(r: &mut Reader) -> Self {
        let n = r.count();
        (0..n).map(|_| T::get(r)).collect()
    }
}

impl<T: Packed> Packed for Option<T> {
    fn put(&self, w: &mut Vec<u8>) {
        match self {
            None => w.push(0),
            Some(x) => {
                w.push(1);
                x.put(w);
            }
        }
    }
    fn get(r: &mut Reader) -> Self {
        (r.tag(2, "option") == 1).then(|| T::get(r))
    }
}

impl<T: Packed, const N: usize> Packed for [T; N] {
    fn put(&self, w: &mut Vec<u8>) {
        self.iter().for_each(|x| x.put(w));
    }
    fn get(r: &mut Reader) -> Self {
        std::array::from_fn(|_| T::get(r))
    }
}

impl<A: Packed, B: Packed> Packed for (A, B) {
    fn put(&self, w: &mut Vec<u8>) {
        self.0.put(w);
        self.1.put(w);
    }
    fn get(r: &mut Reader) -> Self {
        (A::get(r), B::get(r))
    }
}

impl<A: Packed, B: Packed, C: Packed> Packed for (A, B, C) {
    fn put(&self, w: &mut Vec<u8>) {
        self.0.put(w);
        self.1.put(w);
        self.2.put(w);
    }
    fn get(r: &mut Reader) -> Self {
        (A::get(r), B::get(r), C::get(r))
    }
}

/// A struct packed as its fields in the order given (every field, in declaration order).
#[macro_export]
macro_rules! packed_struct {
    ($t:ty { $($f:ident),* $(,)? }) => {
        impl $crate::engine::packed::Packed for $t {
            fn put(&self, w: &mut Vec<u8>) {
                $( $crate::engine::packed::Packed::put(&self.$f, w); )*
            }
            fn get(r: &mut $crate::engine::packed::Reader) -> Self {
                Self { $( $f: $crate::engine::packed::Packed::get(r), )* }
            }
        }
    };
}

/// An enum without fields packed as its variant's place among those listed (all of them).
#[macro_export]
macro_rules! packed_enum {
    ($t:ident { $($v:ident),* $(,)? }) => {
        impl $crate::engine::packed::Packed for $t {
            fn put(&self, w: &mut Vec<u8>) {
                // Every variant is listed, or this match does not compile.
                match self {
                    $($t::$v)|* => {}
                }
                const ALL: &[$t] = &[$($t::$v),*];
                w.push(ALL.iter().position(|x| x == self).unwrap_or(0) as u8);
            }
            fn get(r: &mut $crate::engine::packed::Reader) -> Self {
                const ALL: &[$t] = &[$($t::$v),*];
                ALL[r.tag(ALL.len(), stringify!($t))]
            }
        }
    };
}
