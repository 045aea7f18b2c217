//! Small text codes for links: whole numbers as varints, bytes as base64url (letters,
//! digits, `-` and `_`, no padding: safe in a URL's hash) and a CRC-32 to tell a damaged
//! code from a good one. Shared by the replay links, the connection codes of online play
//! and the deck codes ([`super::deck_code`]).

/// Appends `v` as a varint: 7 bits a byte, low first, the high bit saying "more".
pub fn put_varint(out: &mut Vec<u8>, mut v: u64) {
    while v >= 0x80 {
        out.push((v as u8) | 0x80);
        v >>= 7;
    }
    out.push(v as u8);
}

/// The varint at `*at`, moving `at` past it; `None` if the bytes end first or it is
/// longer than a `u64`.
pub fn get_varint(bytes: &[u8], at: &mut usize) -> Option<u64> {
    let mut v = 0u64;
    for shift in (0..64).step_by(7) {
        let b = *bytes.get(*at)?;
        *at += 1;
        v |= u64::from(b & 0x7f) << shift;
        if b < 0x80 {
            return Some(v);
        }
    }
    None
}

const ALPHABET: &[u8; 64] = b"ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_";

/// `bytes` in base64url without padding: six bits a character, high first, the last
/// character's unused low bits zero.
pub fn base64url(bytes: &[u8]) -> String {
    let mut out = String::with_capacity(bytes.len() * 4 / 3 + 2);
    let (mut acc, mut bits) = (0u32, 0u32);
    for &b in bytes {
        acc = (acc << 8) | u32::from(b);
        bits += 8;
        while bits >= 6 {
            bits -= 6;
            out.push(ALPHABET[((acc >> bits) & 63) as usize] as char);
        }
    }
    if bits > 0 {
        out.push(ALPHABET[((acc << (6 - bits)) & 63) as usize] as char);
    }
    out
}

/// The bytes of a base64url text, or `None` if it holds another character, has a
/// length no encoding gives, or sets the unused bits of its last character (so every
/// byte string has exactly one code, and a changed last character is not read as the
/// same bytes). Read as a stream of six-bit values (the smallest code for the pages).
pub fn unbase64url(text: &str) -> Option<Vec<u8>> {
    let mut out = Vec::with_capacity(text.len() * 3 / 4);
    let (mut acc, mut bits) = (0u32, 0u32);
    for c in text.bytes() {
        let v = match c {
            b'A'..=b'Z' => c - b'A',
            b'a'..=b'z' => c - b'a' + 26,
            b'0'..=b'9' => c - b'0' + 52,
            b'-' => 62,
            b'_' => 63,
            _ => return None,
        };
        acc = (acc << 6) | u32::from(v);
        bits += 6;
        if bits >= 8 {
            bits -= 8;
            out.push((acc >> bits) as u8);
        }
    }
    // Left over: 0, 2 or 4 bits, all zero; 6 is a length (4n + 1) no encoding gives.
    (bits < 6 && acc & ((1 << bits) - 1) == 0).then_some(out)
}

/// The CRC-32 (IEEE) of `bytes`: it catches every change of one character of a code
/// (any burst of up to 32 bits), which is what a mistyped or edited code is.
pub fn crc32(bytes: &[u8]) -> u32 {
    let mut crc = !0u32;
    for &b in bytes {
        crc ^= u32::from(b);
        for _ in 0..8 {
            crc = (crc >> 1) ^ (0xEDB8_8320 & (crc & 1).wrapping_neg());
        }
    }
    !crc
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn base64url_round_trips_every_length_and_refuses_stray_bits() {
        for n in 0..10u8 {
            let bytes: Vec<u8> = (0..n).map(|i| i.wrapping_mul(97)).collect();
            assert_eq!(unbase64url(&base64url(&bytes)).unwrap(), bytes);
        }
        // "AQ" is the byte 1; "AR" sets an unused bit of the last character.
        assert_eq!(unbase64url("AQ"), Some(vec![1]));
        assert_eq!(unbase64url("AR"), None, "unused bits set");
        assert_eq!(unbase64url("A"), None, "no encoding is one character long");
        assert_eq!(unbase64url("A*"), None, "not base64url");
    }

    /// Every code of two and three characters that is read gives itself back, and
    /// exactly 1 in 16 (two characters) and 1 in 4 (three) have their unused bits clear.
    #[test]
    fn every_short_code_read_is_the_one_its_bytes_give() {
        let all: Vec<char> = ALPHABET.iter().map(|&c| c as char).collect();
        for (len, kept) in [(2usize, 64 * 64 / 16), (3, 64 * 64 * 64 / 4)] {
            let mut read = 0;
            for n in 0..64usize.pow(len as u32) {
                let code: String = (0..len).map(|i| all[(n >> (6 * i)) % 64]).collect();
                if let Some(bytes) = unbase64url(&code) {
                    assert_eq!(bytes.len(), len - 1);
                    assert_eq!(base64url(&bytes), code);
                    read += 1;
                }
            }
            assert_eq!(read, kept, "{len} characters");
        }
    }

    #[test]
    fn varints_round_trip_and_a_cut_one_is_none() {
        let mut out = Vec::new();
        for v in [0, 1, 127, 128, 300, u64::MAX] {
            put_varint(&mut out, v);
        }
        let mut at = 0;
        for v in [0, 1, 127, 128, 300, u64::MAX] {
            assert_eq!(get_varint(&out, &mut at), Some(v));
        }
        assert_eq!(get_varint(&[0x80], &mut 0), None);
    }

    #[test]
    fn crc32_is_the_standard_one() {
        // The check value of CRC-32/ISO-HDLC.
        assert_eq!(crc32(b"123456789"), 0xCBF4_3926);
    }
}
