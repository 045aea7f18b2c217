//! The serverless flow's codes: a WebRTC offer or answer, with its ICE candidates,
//! packed small enough for a link's hash and a chat message.
//!
//! A browser's description of a data-channel-only connection is ~600 bytes of SDP, most
//! of it fixed by the standard. A code keeps only what differs between connections (the
//! ICE username and password, the DTLS certificate's fingerprint as bytes, the setup
//! role, the media id, the SCTP port and message size, and each candidate without its
//! Chromium-only extension attributes), in length-prefixed binary, base64url: about
//! 350 characters for a page with two candidates. Decoding rebuilds a standard SDP from
//! it. Whatever a code carries is checked (no line breaks, bounded lengths and counts),
//! so a hostile code cannot add lines to the SDP the page hands to the browser.

use crate::engine::packing::{base64url, get_varint, put_varint, unbase64url};

const VERSION: u8 = 1;
/// More candidates than any browser gathers for one data channel.
const MAX_CANDIDATES: usize = 24;
/// A code longer than this is refused before decoding.
const MAX_CODE_CHARS: usize = 6000;
/// Candidate attributes only Chromium reads, dropped from codes (name, value pairs).
const CHROMIUM_EXTENSIONS: [&str; 4] = ["generation", "ufrag", "network-id", "network-cost"];

/// Which half of the exchange a code is.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) enum Kind {
    /// The host's offer, carried by an invite link.
    Offer,
    /// The joiner's reply.
    Answer,
}

impl Kind {
    fn byte(self) -> u8 {
        match self {
            Kind::Offer => b'o',
            Kind::Answer => b'a',
        }
    }

    fn words(self) -> &'static str {
        match self {
            Kind::Offer => "an invite (offer) code",
            Kind::Answer => "a reply code",
        }
    }
}

/// What a code carries.
#[derive(Debug, Default, PartialEq, Eq)]
struct Description {
    ufrag: String,
    pwd: String,
    algo: String,
    fingerprint: Vec<u8>,
    setup: String,
    mid: String,
    sctp_port: String,
    max_size: String,
    candidates: Vec<String>,
}

/// A candidate line's value without the attributes only Chromium reads.
fn compact_candidate(value: &str) -> String {
    let words: Vec<&str> = value.split(' ').collect();
    // The first 8 words are fixed (foundation ... typ type); the rest are name value pairs.
    let mut out: Vec<&str> = words.iter().take(8).copied().collect();
    for pair in words.get(8..).unwrap_or_default().chunks(2) {
        if !CHROMIUM_EXTENSIONS.contains(&pair[0]) {
            out.extend_from_slice(pair);
        }
    }
    out.join(" ")
}

fn read_sdp(sdp: &str) -> Result<Description, String> {
    let mut d = Description { sctp_port: "5000".into(), ..Description::default() };
    for line in sdp.lines().map(str::trim_end) {
        let Some(attr) = line.strip_prefix("a=") else { continue };
        let (name, value) = attr.split_once(':').unwrap_or((attr, ""));
        match name {
            "ice-ufrag" if d.ufrag.is_empty() => d.ufrag = value.into(),
            "ice-pwd" if d.pwd.is_empty() => d.pwd = value.into(),
            "fingerprint" if d.algo.is_empty() => {
                let (algo, hex) = value.split_once(' ').ok_or("a fingerprint without its hash")?;
                d.algo = algo.into();
                d.fingerprint = hex
                    .split(':')
                    .map(|b| u8::from_str_radix(b, 16))
                    .collect::<Result<_, _>>()
                    .map_err(|_| "a fingerprint that is not hexadecimal")?;
            }
            "setup" if d.setup.is_empty() => d.setup = value.into(),
            "mid" if d.mid.is_empty() => d.mid = value.into(),
            "sctp-port" => d.sctp_port = value.into(),
            "max-message-size" => d.max_size = value.into(),
            "candidate" => d.candidates.push(compact_candidate(value)),
            _ => {}
        }
    }
    check(&d)?;
    Ok(d)
}

/// What any description must have, and nothing that could break out of its line.
fn check(d: &Description) -> Result<(), String> {
    let fields = [&d.ufrag, &d.pwd, &d.algo, &d.setup, &d.mid, &d.sctp_port];
    if fields.iter().any(|f| f.is_empty()) || d.fingerprint.is_empty() {
        return Err("it lacks part of the connection's description".into());
    }
    if d.candidates.len() > MAX_CANDIDATES {
        return Err(format!("it has {} ICE candidates, over {MAX_CANDIDATES}", d.candidates.len()));
    }
    let all = fields.into_iter().chain([&d.max_size]).chain(&d.candidates);
    if all.into_iter().any(|f| f.len() > 300 || f.chars().any(|c| !c.is_ascii_graphic() && c != ' ')) {
        return Err("it carries text that cannot be part of a connection's description".into());
    }
    Ok(())
}

fn put_str(out: &mut Vec<u8>, s: &[u8]) {
    put_varint(out, s.len() as u64);
    out.extend_from_slice(s);
}

fn get_bytes<'a>(bytes: &'a [u8], at: &mut usize) -> Option<&'a [u8]> {
    let len = usize::try_from(get_varint(bytes, at)?).ok()?;
    let got = bytes.get(*at..at.checked_add(len)?)?;
    *at += len;
    Some(got)
}

fn get_str(bytes: &[u8], at: &mut usize) -> Option<String> {
    String::from_utf8(get_bytes(bytes, at)?.to_vec()).ok()
}

/// The code of a browser's offer or answer SDP.
pub(super) fn encode(kind: Kind, sdp: &str) -> Result<String, String> {
    let d = read_sdp(sdp).map_err(|e| format!("the browser's connection description cannot be coded: {e}"))?;
    let mut out = vec![VERSION, kind.byte()];
    for s in [&d.ufrag, &d.pwd, &d.algo, &d.setup, &d.mid, &d.sctp_port, &d.max_size] {
        put_str(&mut out, s.as_bytes());
    }
    put_str(&mut out, &d.fingerprint);
    put_varint(&mut out, d.candidates.len() as u64);
    for c in &d.candidates {
        put_str(&mut out, c.as_bytes());
    }
    Ok(base64url(&out))
}

fn unpack(kind: Kind, code: &str) -> Option<Description> {
    let bytes = unbase64url(code)?;
    let mut at = 2;
    if bytes.first() != Some(&VERSION) || bytes.get(1) != Some(&kind.byte()) {
        return None;
    }
    let mut next = || get_str(&bytes, &mut at);
    let (ufrag, pwd, algo, setup, mid, sctp_port, max_size) =
        (next()?, next()?, next()?, next()?, next()?, next()?, next()?);
    let fingerprint = get_bytes(&bytes, &mut at)?.to_vec();
    let count = usize::try_from(get_varint(&bytes, &mut at)?).ok()?.min(MAX_CANDIDATES + 1);
    let candidates = (0..count).map(|_| get_str(&bytes, &mut at)).collect::<Option<Vec<_>>>()?;
    (at == bytes.len()).then_some(Description {
        ufrag,
        pwd,
        algo,
        fingerprint,
        setup,
        mid,
        sctp_port,
        max_size,
        candidates,
    })
}

/// The SDP a code stands for, or why it is not a code of that kind.
pub(super) fn decode(kind: Kind, code: &str) -> Result<String, String> {
    let code = code.trim();
    let refuse = |why: &str| format!("this is not {}: {why}", kind.words());
    if code.len() > MAX_CODE_CHARS {
        return Err(refuse("it is far too long"));
    }
    let d = unpack(kind, code).ok_or_else(|| refuse("it is cut short, mistyped, or the other kind of code"))?;
    check(&d).map_err(|e| refuse(&e))?;
    let hex: Vec<String> = d.fingerprint.iter().map(|b| format!("{b:02X}")).collect();
    let mut sdp = format!(
        "v=0\r\no=- 1 2 IN IP4 127.0.0.1\r\ns=-\r\nt=0 0\r\na=group:BUNDLE {mid}\r\n\
         m=application 9 UDP/DTLS/SCTP webrtc-datachannel\r\nc=IN IP4 0.0.0.0\r\n",
        mid = d.mid
    );
    for c in &d.candidates {
        sdp += &format!("a=candidate:{c}\r\n");
    }
    sdp += &format!(
        "a=ice-ufrag:{}\r\na=ice-pwd:{}\r\na=fingerprint:{} {}\r\na=setup:{}\r\na=mid:{}\r\na=sctp-port:{}\r\n",
        d.ufrag,
        d.pwd,
        d.algo,
        hex.join(":"),
        d.setup,
        d.mid,
        d.sctp_port
    );
    if !d.max_size.is_empty() {
        sdp += &format!("a=max-message-size:{}\r\n", d.max_size);
    }
    Ok(sdp)
}

#[cfg(test)]
mod tests {
    use super::*;

    /// An offer as Chromium writes it for one data channel (addresses made up).
    const OFFER: &str = "v=0\r\no=- 4611731400430051336 2 IN IP4 127.0.0.1\r\ns=-\r\nt=0 0\r\n\
        a=group:BUNDLE 0\r\na=extmap-allow-mixed\r\na=msid-semantic: WMS\r\n\
        m=application 50123 UDP/DTLS/SCTP webrtc-datachannel\r\nc=IN IP4 192.0.2.7\r\n\
        a=candidate:3170423521 1 udp 2113937151 5b7c1d2e-0a0b-4c4d-8e8f-123456789abc.local 50123 typ host generation 0 network-cost 999\r\n\
        a=candidate:842163049 1 udp 1677729535 198.51.100.9 61234 typ srflx raddr 0.0.0.0 rport 0 generation 0 network-cost 999\r\n\
        a=ice-ufrag:Xq3v\r\na=ice-pwd:qPa9Lk3mZ0rT1uVw2xY4zB5c\r\na=ice-options:trickle\r\n\
        a=fingerprint:sha-256 7B:8E:1F:00:AA:BB:CC:DD:EE:FF:01:23:45:67:89:AB:CD:EF:10:32:54:76:98:BA:DC:FE:0F:1E:2D:3C:4B:5A\r\n\
        a=setup:actpass\r\na=mid:0\r\na=sctp-port:5000\r\na=max-message-size:262144\r\n";

    #[test]
    fn an_offer_survives_its_code_and_the_code_is_short() {
        let code = encode(Kind::Offer, OFFER).unwrap();
        assert!(code.len() < 400, "the code is {} characters: {code}", code.len());
        assert!(code.bytes().all(|c| c.is_ascii_alphanumeric() || c == b'-' || c == b'_'), "not base64url: {code}");
        let sdp = decode(Kind::Offer, &code).unwrap();
        for line in [
            "a=ice-ufrag:Xq3v",
            "a=ice-pwd:qPa9Lk3mZ0rT1uVw2xY4zB5c",
            "a=fingerprint:sha-256 7B:8E:1F:00:AA:BB:CC:DD:EE:FF:01:23:45:67:89:AB:CD:EF:10:32:54:76:98:BA:DC:FE:0F:1E:2D:3C:4B:5A",
            "a=setup:actpass",
            "a=mid:0",
            "a=sctp-port:5000",
            "a=max-message-size:262144",
            "a=candidate:3170423521 1 udp 2113937151 5b7c1d2e-0a0b-4c4d-8e8f-123456789abc.local 50123 typ host",
            "a=candidate:842163049 1 udp 1677729535 198.51.100.9 61234 typ srflx raddr 0.0.0.0 rport 0",
            "m=application 9 UDP/DTLS/SCTP webrtc-datachannel",
        ] {
            assert!(sdp.contains(&format!("{line}\r\n")), "{line} is missing from\n{sdp}");
        }
        // Coding the rebuilt SDP again gives the same code: nothing was lost.
        assert_eq!(encode(Kind::Offer, &sdp).unwrap(), code);
    }

    #[test]
    fn a_code_of_the_other_kind_or_damaged_is_refused_in_words() {
        let code = encode(Kind::Offer, OFFER).unwrap();
        let err = decode(Kind::Answer, &code).unwrap_err();
        assert!(err.contains("not a reply code"), "{err}");
        for bad in ["", "!!!", "AQ", &code[..code.len() - 3], &format!("{code}AAAA"), &"A".repeat(7000)] {
            assert!(decode(Kind::Offer, bad).is_err(), "{bad:?} was decoded");
        }
    }

    #[test]
    fn a_hostile_code_cannot_add_lines_to_the_sdp() {
        let mut d = read_sdp(OFFER).unwrap();
        d.candidates[0] += "\r\na=setup:active";
        let mut out = vec![VERSION, b'o'];
        for s in [&d.ufrag, &d.pwd, &d.algo, &d.setup, &d.mid, &d.sctp_port, &d.max_size] {
            put_str(&mut out, s.as_bytes());
        }
        put_str(&mut out, &d.fingerprint);
        put_varint(&mut out, 1);
        put_str(&mut out, d.candidates[0].as_bytes());
        let err = decode(Kind::Offer, &base64url(&out)).unwrap_err();
        assert!(err.contains("cannot be part of"), "{err}");
    }

    #[test]
    fn an_sdp_without_credentials_cannot_be_coded() {
        let err = encode(Kind::Answer, "v=0\r\na=setup:active\r\n").unwrap_err();
        assert!(err.contains("lacks"), "{err}");
    }
}
