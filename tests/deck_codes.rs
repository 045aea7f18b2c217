//! Deck codes and pasted lists (`engine::deck_code`): a code reads back to the same deck
//! whatever the order it was built in; any damaged, changed, cut or foreign code is
//! refused in words and never panics; a pasted list gives its cards and lists back every
//! line that names no card, with its text.

use turnkeeper::engine::deck_code::{self, decode, encode, parse_list, write_list, CardName, DeckCode};
use turnkeeper::engine::packing::{base64url, crc32, put_varint};
use turnkeeper::engine::Rng;

fn ids(list: &[(&str, usize)]) -> Vec<String> {
    list.iter().flat_map(|(id, n)| std::iter::repeat_n(id.to_string(), *n)).collect()
}

/// A made-up set named as lists name cards: two versions of one name, one card with
/// no version, punctuation in a name.
fn names() -> Vec<CardName> {
    let card = |id: &str, name: &str, version: Option<&str>| CardName {
        id: id.into(),
        name: name.into(),
        version: version.map(Into::into),
    };
    vec![
        card("A01", "Cinder Pup", Some("Eager Scout")),
        card("A03", "Varro", Some("Ashen Duelist")),
        card("A07", "Varro", Some("Blazing Champion")),
        card("A10", "Kindle Strike", None),
        card("B04", "Sea-Glass Oracle", Some("Keeper of Tides")),
        card("B11", "Harper's Lament", None),
    ]
}

fn a_deck() -> Vec<String> {
    ids(&[("A01", 4), ("A03", 4), ("A07", 2), ("A10", 3), ("B04", 4), ("B11", 1)])
}

#[test]
fn a_code_reads_back_to_the_same_deck_whatever_the_order() {
    let deck = a_deck();
    let code = encode("lorcana", None, &deck);
    let mut shuffled = deck.clone();
    shuffled.reverse();
    assert_eq!(encode("lorcana", None, &shuffled), code, "one deck, one code");
    let back = decode(&code).expect("a fresh code reads");
    let mut sorted = deck.clone();
    sorted.sort();
    assert_eq!(back, DeckCode { game: "lorcana".into(), format: None, cards: sorted });
    assert!(code.bytes().all(|c| c.is_ascii_alphanumeric() || c == b'-' || c == b'_'), "URL-safe: {code}");
    let with_format = encode("altered", Some("limited"), &deck);
    assert_eq!(decode(&with_format).unwrap().format.as_deref(), Some("limited"));
    assert_eq!(decode(&with_format).unwrap().game, "altered", "the code says which game it is for");
}

#[test]
fn a_sixty_card_deck_of_sixteen_names_is_a_short_code() {
    let deck: Vec<String> = (1..=16).flat_map(|i| std::iter::repeat_n(format!("A{i:02}"), 4)).take(60).collect();
    let code = encode("lorcana", None, &deck);
    assert!(code.len() <= 110, "{} characters: {code}", code.len());
    assert_eq!(decode(&code).unwrap().cards.len(), 60);
}

#[test]
fn a_link_is_read_as_its_code() {
    let code = encode("lorcana", None, &a_deck());
    let link = format!("https://example.org/lorcana/index.html#/lorcana/decks/{code}");
    assert_eq!(decode(&link).unwrap(), decode(&code).unwrap());
    assert_eq!(decode(&format!("  {code}\n")).unwrap(), decode(&code).unwrap(), "spaces around are ignored");
}

#[test]
fn every_changed_character_is_refused_in_words() {
    let code = encode("lorcana", None, &a_deck());
    let alphabet = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_";
    for (i, old) in code.char_indices() {
        for new in alphabet.chars().filter(|c| *c != old) {
            let mut changed = code.clone();
            changed.replace_range(i..i + 1, &new.to_string());
            let e = decode(&changed).expect_err("a changed code is refused");
            assert_eq!(e.rule.as_str(), "save", "{changed}");
            assert!(e.message.starts_with("this deck code cannot be read"), "{}", e.message);
        }
    }
    let e = decode(&code.replacen('A', "*", 1)).unwrap_err();
    assert!(e.message.contains("characters"), "{}", e.message);
}

#[test]
fn a_cut_or_lengthened_code_is_refused() {
    let code = encode("lorcana", None, &a_deck());
    for n in 0..code.len() {
        assert!(decode(&code[..n]).is_err(), "cut to {n} characters");
    }
    for extra in ["A", "AA", "AAA", "AAAA"] {
        assert!(decode(&format!("{code}{extra}")).is_err(), "{extra} added");
    }
    assert!(decode("").unwrap_err().message.contains("empty"));
}

#[test]
fn the_checksum_is_what_refuses_a_tampered_code() {
    let code = encode("lorcana", None, &ids(&[("A01", 4)]));
    let mut bytes = turnkeeper::engine::packing::unbase64url(&code).unwrap();
    // Four copies become five: the checksum no longer matches.
    let at = bytes.len() - 4 - 6;
    assert_eq!(bytes[at], 4, "the count's byte");
    bytes[at] = 5;
    let e = decode(&base64url(&bytes)).unwrap_err();
    assert!(e.message.contains("checksum"), "{}", e.message);
}

/// A code written with a good checksum around any body, as a careful forger would.
fn sealed(body: &[u8]) -> String {
    let mut out = body.to_vec();
    out.extend_from_slice(&crc32(body).to_le_bytes());
    base64url(&out)
}

#[test]
fn a_well_sealed_code_that_no_encoder_writes_is_refused() {
    let e = decode(&sealed(&[2, 1, b'x', 0, 0])).unwrap_err();
    assert!(e.message.contains("version 2"), "{}", e.message);
    // Ids out of order, a count of zero, a huge count, trailing bytes, no game.
    let body = |entries: &[(u64, u64, &str)], tail: &[u8]| {
        let mut b = vec![1u8, 7];
        b.extend_from_slice(b"lorcana");
        b.push(0);
        put_varint(&mut b, entries.len() as u64);
        for (n, shared, rest) in entries {
            put_varint(&mut b, *n);
            put_varint(&mut b, *shared);
            put_varint(&mut b, rest.len() as u64);
            b.extend_from_slice(rest.as_bytes());
        }
        b.extend_from_slice(tail);
        b
    };
    assert!(decode(&sealed(&body(&[(4, 0, "A01"), (1, 2, "2")], &[]))).is_ok(), "the forger's encoder is right");
    for bad in [
        body(&[(4, 0, "B01"), (1, 0, "A01")], &[]),
        body(&[(0, 0, "A01")], &[]),
        body(&[(u64::MAX, 0, "A01")], &[]),
        body(&[(4, 9, "A01")], &[]),
        body(&[(4, 0, "A01")], &[0]),
        vec![1, 0, 0, 0],
    ] {
        let e = decode(&sealed(&bad)).expect_err("not a deck");
        assert!(e.message.contains("not a deck"), "{}", e.message);
    }
    // A count of a billion copies is refused, not allocated.
    let mut huge = vec![1u8, 1, b'x', 0, 1];
    put_varint(&mut huge, 1_000_000_000);
    huge.extend_from_slice(&[0, 1, b'A']);
    assert!(decode(&sealed(&huge)).is_err());
}

#[test]
fn random_text_is_refused_and_never_panics() {
    let mut rng = Rng::new(29);
    let alphabet: Vec<char> = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_ /#é".chars().collect();
    for _ in 0..3000 {
        let len = rng.below(120);
        let text: String = (0..len).map(|_| alphabet[rng.below(alphabet.len())]).collect();
        // Refused or (vanishingly rarely) a deck: either way an answer, never a panic.
        let _ = decode(&text);
    }
}

#[test]
fn a_pasted_list_gives_its_cards_and_every_unknown_line_with_its_text() {
    let text = "4 Cinder Pup - Eager Scout\n\
                4x varro – ashen duelist\n\
                # a comment\n\
                \n\
                2 VARRO - Blazing Champion\n\
                3 Kindle Strike\n\
                4 Sea Glass Oracle - Keeper of Tides\n\
                1 Harpers Lament\n\
                2 Moonlit Stranger - Lost Prince\n\
                A10";
    let import = parse_list(text, &names());
    assert_eq!(
        import.cards,
        ids(&[("A01", 4), ("A03", 4), ("A07", 2), ("A10", 3), ("B04", 4), ("B11", 1), ("A10", 1)])
    );
    assert_eq!(import.unknown.len(), 1, "{:?}", import.unknown);
    let bad = &import.unknown[0];
    assert_eq!((bad.line, bad.text.as_str()), (9, "2 Moonlit Stranger - Lost Prince"));
    assert!(bad.why.contains("no card"), "{}", bad.why);
}

#[test]
fn a_name_shared_by_two_versions_or_a_wild_count_is_listed_back() {
    let import = parse_list("2 Varro\n0 Kindle Strike\n120 Kindle Strike\n1 Cinder Pup", &names());
    assert_eq!(import.cards, ids(&[("A01", 1)]), "a name with one card needs no version");
    let why: Vec<&str> = import.unknown.iter().map(|b| b.why.as_str()).collect();
    assert_eq!(import.unknown.iter().map(|b| b.line).collect::<Vec<_>>(), vec![1, 2, 3]);
    assert!(why[0].contains("Varro - Ashen Duelist") && why[0].contains("Varro - Blazing Champion"), "{}", why[0]);
    assert!(why[1].contains("1 to 99") && why[2].contains("1 to 99"), "{why:?}");
}

#[test]
fn a_written_list_reads_back_to_the_same_deck() {
    let deck = a_deck();
    let text = write_list(&deck, &names());
    assert!(text.starts_with("4 Cinder Pup - Eager Scout\n4 Varro - Ashen Duelist\n"), "{text}");
    let import = parse_list(&text, &names());
    assert_eq!(import.cards, deck);
    assert!(import.unknown.is_empty());
}

#[test]
fn names_are_read_from_a_pool_as_data() {
    let pool = serde_json::json!([
        {"id": "A03", "name": "Varro", "version": "Ashen Duelist", "kind": "character"},
        {"id": "A10", "name": "Kindle Strike", "version": null, "kind": "action"},
    ]);
    let names = CardName::from_pool(pool.as_array().unwrap());
    assert_eq!(names[0].listed(), "Varro - Ashen Duelist");
    assert_eq!(names[1].listed(), "Kindle Strike");
    assert_eq!(deck_code::counts(&ids(&[("A10", 2), ("A03", 1)])), vec![("A03".into(), 1), ("A10".into(), 2)]);
}
