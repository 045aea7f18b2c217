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

/// `bytes` in base64url without padding.
pub fn base64url(bytes: &[u8]) -> String {
    let mut out = String::with_capacity(bytes.len() * 4 / 3 + 2);
    for chunk in bytes.chunks(3) {
        let n = chunk.iter().enumerate().fold(0u32, |n, (i, b)| n | (u32::from(*b) << (16 - 8 * i)));
        for i in 0..=chunk.len() {
            out.push(ALPHABET[((n >> (18 - 6 * i)) & 63) as usize] as char);
        }
    }
    out
}

/// The bytes of a base64url text, or `None` if it holds another character, has a
/// length no encoding gives, or sets the unused bits of its last character (so every
/// byte string has exactly one code, and a changed last character is not read as the
/// same bytes).
pub fn unbase64url(text: &str) -> Option<Vec<u8>> {
    let vals: Vec<u32> =
        text.bytes().map(|c| ALPHABET.iter().position(|a| *a == c).map(|p| p as u32)).collect::<Option<_>>()?;
    let mut out = Vec::with_capacity(vals.len() * 3 / 4);
    for chunk in vals.chunks(4) {
        if chunk.len() == 1 {
            return None;
        }
        let n = chunk.iter().enumerate().fold(0u32, |n, (i, v)| n | (v << (18 - 6 * i)));
        let kept = chunk.len() - 1;
        if n & (0x00ff_ffff >> (8 * kept)) != 0 {
            return None;
        }
        for i in 0..kept {
            out.push((n >> (16 - 8 * i)) as u8);
        }
    }
    Some(out)
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
