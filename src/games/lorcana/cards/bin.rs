//! The checked pool as compact bytes, for the browser: the page decodes
//! `cards/lorcana/pool.bin` instead of reading and checking the JSON files, so it
//! carries no card reader (its serde derives, the checks and the text writer cost some
//! 70 KB of gzipped wasm, over the 350 KB budget). The bytes are what [`encode_pool`]
//! makes of [`super::parse_pool`]'s pool; `tests/lorcana_card_binary.rs` fails when the
//! committed file differs and rewrites it with
//! `TURNKEEPER_RECORD=1 cargo test --no-default-features --test lorcana_card_binary`.
//!
//! Numbers are one byte (counts and lengths are LEB128); an enum is its variant's
//! place, then its fields in order; a list or text is its length, then its items.
//! Corrupt bytes are refused with the place they went wrong, never a panic.

use super::ability::{Ability, Condition, Cost, Duration, Effect, Filter, Group, Kind, Restriction, Static, Target, Trigger, Whose};
use super::decks::Premade;
use super::{CardDef, CardType, Ink, Keyword, Pool, Rarity};

/// The file's first bytes, with its format's version.
const MAGIC: &[u8; 4] = b"LRC2";

/// The pool's bytes.
pub fn encode_pool(pool: &Pool) -> Vec<u8> {
    let mut w = MAGIC.to_vec();
    pool.set.put(&mut w);
    pool.cards.put(&mut w);
    pool.decks.put(&mut w);
    w
}

/// The pool back from its bytes, or where they are corrupt.
pub fn decode_pool(bytes: &[u8]) -> Result<Pool, String> {
    let rest = bytes.strip_prefix(MAGIC).ok_or("it does not start as a pool file")?;
    let mut r = Reader { bytes: rest, at: 0, wrong: None };
    let set = String::get(&mut r);
    let cards = Vec::<CardDef>::get(&mut r);
    let decks = Vec::<Premade>::get(&mut r);
    if r.at != rest.len() {
        r.fail("bytes after the pool");
    }
    if let Some(wrong) = r.wrong {
        return Err(wrong);
    }
    Ok(Pool { set, cards, decks })
}

/// Reads on past a problem (as if the bytes were zeros, so it ends: every length is
/// then 0) and keeps the first, which [`decode_pool`] returns: one check at the end
/// rather than one per field keeps the page's decoder small.
struct Reader<'a> {
    bytes: &'a [u8],
    at: usize,
    wrong: Option<String>,
}

impl Reader<'_> {
    fn fail(&mut self, what: &str) {
        if self.wrong.is_none() {
            self.wrong = Some(format!("{what} at byte {}", self.at + MAGIC.len()));
        }
    }

    fn byte(&mut self) -> u8 {
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
    fn len(&mut self) -> usize {
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
    fn tag(&mut self, n: u8, what: &str) -> u8 {
        let t = self.byte();
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

/// A value as bytes and back.
trait Code: Sized {
    fn put(&self, w: &mut Vec<u8>);
    fn get(r: &mut Reader) -> Self;
}

impl Code for u8 {
    fn put(&self, w: &mut Vec<u8>) {
        w.push(*self);
    }
    fn get(r: &mut Reader) -> Self {
        r.byte()
    }
}

impl Code for i8 {
    fn put(&self, w: &mut Vec<u8>) {
        w.push(*self as u8);
    }
    fn get(r: &mut Reader) -> Self {
        r.byte() as i8
    }
}

impl Code for bool {
    fn put(&self, w: &mut Vec<u8>) {
        w.push(u8::from(*self));
    }
    fn get(r: &mut Reader) -> Self {
        r.tag(2, "yes or no") == 1
    }
}

impl Code for String {
    fn put(&self, w: &mut Vec<u8>) {
        put_len(self.len(), w);
        w.extend_from_slice(self.as_bytes());
    }
    fn get(r: &mut Reader) -> Self {
        let n = r.len();
        let text = String::from_utf8(r.bytes[r.at..r.at + n].to_vec()).unwrap_or_else(|_| {
            r.fail("text that is not UTF-8");
            String::new()
        });
        r.at += n;
        text
    }
}

impl<T: Code> Code for Vec<T> {
    fn put(&self, w: &mut Vec<u8>) {
        put_len(self.len(), w);
        self.iter().for_each(|x| x.put(w));
    }
    fn get(r: &mut Reader) -> Self {
        let n = r.len();
        (0..n).map(|_| T::get(r)).collect()
    }
}

impl<T: Code> Code for Option<T> {
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
        if r.tag(2, "option") == 1 {
            Some(T::get(r))
        } else {
            None
        }
    }
}

impl<A: Code, B: Code> Code for (A, B) {
    fn put(&self, w: &mut Vec<u8>) {
        self.0.put(w);
        self.1.put(w);
    }
    fn get(r: &mut Reader) -> Self {
        (A::get(r), B::get(r))
    }
}

/// Enums without fields: the variant's place in `ALL` order.
macro_rules! plain {
    ($t:ident: $($v:ident),+) => {
        impl Code for $t {
            fn put(&self, w: &mut Vec<u8>) {
                w.push(*self as u8);
            }
            fn get(r: &mut Reader) -> Self {
                const ALL: &[$t] = &[$($t::$v),+];
                ALL[usize::from(r.tag(ALL.len() as u8, stringify!($t)))]
            }
        }
    };
}

plain!(Ink: Ember, Moss, Tide, Dusk);
plain!(CardType: Character, Action, Item, Location);
plain!(Rarity: Common, Uncommon, Rare, SuperRare, Legendary);
plain!(Kind: Character, Action, Song, Item, Location, CharacterOrLocation, Card);
plain!(Duration: ThisTurn, UntilYourNextTurn);
plain!(Restriction: Quest, Challenge);
plain!(Whose: Any, Yours, Opposing);
plain!(Group: This, Here, YourCharacters, YourOtherCharacters, OpposingCharacters);

impl Code for Keyword {
    fn put(&self, w: &mut Vec<u8>) {
        use Keyword::*;
        let tag = match self {
            Alert => 0,
            Bodyguard => 1,
            Boost(_) => 2,
            Challenger(_) => 3,
            Evasive => 4,
            Reckless => 5,
            Resist(_) => 6,
            Rush => 7,
            Shift(_) => 8,
            Singer(_) => 9,
            SingTogether(_) => 10,
            Support => 11,
            Vanish => 12,
            Ward => 13,
        };
        w.push(tag);
        if let Some(n) = self.value() {
            w.push(n);
        }
    }
    fn get(r: &mut Reader) -> Self {
        use Keyword::*;
        match r.tag(14, "keyword") {
            0 => Alert,
            1 => Bodyguard,
            2 => Boost(r.byte()),
            3 => Challenger(r.byte()),
            4 => Evasive,
            5 => Reckless,
            6 => Resist(r.byte()),
            7 => Rush,
            8 => Shift(r.byte()),
            9 => Singer(r.byte()),
            10 => SingTogether(r.byte()),
            11 => Support,
            12 => Vanish,
            _ => Ward,
        }
    }
}

impl Code for Trigger {
    fn put(&self, w: &mut Vec<u8>) {
        use Trigger::*;
        let tag = match self {
            Played => 0,
            Quests => 1,
            Challenges => 2,
            IsChallenged => 3,
            Banished => 4,
            BanishesInChallenge => 5,
            StartOfTurn => 6,
            EndOfTurn => 7,
            MovesToLocation => 8,
            YouPlay(k) => {
                w.push(9);
                return k.put(w);
            }
        };
        w.push(tag);
    }
    fn get(r: &mut Reader) -> Self {
        use Trigger::*;
        const ALL: [Trigger; 9] =
            [Played, Quests, Challenges, IsChallenged, Banished, BanishesInChallenge, StartOfTurn, EndOfTurn, MovesToLocation];
        match r.tag(10, "trigger") {
            9 => YouPlay(Kind::get(r)),
            t => ALL[usize::from(t)],
        }
    }
}

impl Code for Filter {
    fn put(&self, w: &mut Vec<u8>) {
        self.whose.put(w);
        self.kind.put(w);
        self.other.put(w);
        self.up_to.put(w);
        self.cost_at_most.put(w);
        self.cost_at_least.put(w);
        self.strength_at_most.put(w);
        self.strength_at_least.put(w);
        self.damaged.put(w);
        self.exerted.put(w);
        self.class.put(w);
    }
    fn get(r: &mut Reader) -> Self {
        Filter {
            whose: Code::get(r),
            kind: Code::get(r),
            other: Code::get(r),
            up_to: Code::get(r),
            cost_at_most: Code::get(r),
            cost_at_least: Code::get(r),
            strength_at_most: Code::get(r),
            strength_at_least: Code::get(r),
            damaged: Code::get(r),
            exerted: Code::get(r),
            class: Code::get(r),
        }
    }
}

impl Code for Condition {
    fn put(&self, w: &mut Vec<u8>) {
        use Condition::*;
        match self {
            AtLocation => w.push(0),
            Damaged => w.push(1),
            HasCardUnder => w.push(2),
            Behind => w.push(3),
            YouHave { count, filter } => {
                w.push(4);
                count.put(w);
                filter.put(w);
            }
        }
    }
    fn get(r: &mut Reader) -> Self {
        use Condition::*;
        match r.tag(5, "condition") {
            0 => AtLocation,
            1 => Damaged,
            2 => HasCardUnder,
            3 => Behind,
            _ => YouHave { count: Code::get(r), filter: Code::get(r) },
        }
    }
}

impl Code for Cost {
    fn put(&self, w: &mut Vec<u8>) {
        self.exert.put(w);
        self.ink.put(w);
        self.banish.put(w);
    }
    fn get(r: &mut Reader) -> Self {
        Cost { exert: Code::get(r), ink: Code::get(r), banish: Code::get(r) }
    }
}

impl Code for Target {
    fn put(&self, w: &mut Vec<u8>) {
        match self {
            Target::This => w.push(0),
            Target::Chosen(f) => {
                w.push(1);
                f.put(w);
            }
            Target::Each(f) => {
                w.push(2);
                f.put(w);
            }
        }
    }
    fn get(r: &mut Reader) -> Self {
        match r.tag(3, "target") {
            0 => Target::This,
            1 => Target::Chosen(Code::get(r)),
            _ => Target::Each(Code::get(r)),
        }
    }
}

impl Code for Effect {
    fn put(&self, w: &mut Vec<u8>) {
        use Effect::*;
        match self {
            Deal { amount, target } => {
                w.push(0);
                amount.put(w);
                target.put(w);
            }
            RemoveDamage { up_to, target } => {
                w.push(1);
                up_to.put(w);
                target.put(w);
            }
            Draw(n) => w.extend([2, *n]),
            Discard(n) => w.extend([3, *n]),
            GainLore(n) => w.extend([4, *n]),
            LoseLore(n) => w.extend([5, *n]),
            Exert(t) | Ready(t) | Banish(t) | ReturnToHand(t) => {
                w.push(match self {
                    Exert(_) => 6,
                    Ready(_) => 7,
                    Banish(_) => 8,
                    _ => 9,
                });
                t.put(w);
            }
            Modify { target, strength, willpower, lore, until } => {
                w.push(10);
                target.put(w);
                w.extend([*strength as u8, *willpower as u8, *lore as u8]);
                until.put(w);
            }
            GainKeyword { target, keyword, until } => {
                w.push(11);
                target.put(w);
                keyword.put(w);
                until.put(w);
            }
            Restrict { target, cannot, until } => {
                w.push(12);
                target.put(w);
                cannot.put(w);
                until.put(w);
            }
            InkTopCard => w.push(13),
            ReturnFromDiscard(f) => {
                w.push(14);
                f.put(w);
            }
            May(inner) => {
                w.push(15);
                inner.put(w);
            }
        }
    }
    fn get(r: &mut Reader) -> Self {
        use Effect::*;
        match r.tag(16, "effect") {
            0 => Deal { amount: Code::get(r), target: Code::get(r) },
            1 => RemoveDamage { up_to: Code::get(r), target: Code::get(r) },
            2 => Draw(r.byte()),
            3 => Discard(r.byte()),
            4 => GainLore(r.byte()),
            5 => LoseLore(r.byte()),
            6 => Exert(Code::get(r)),
            7 => Ready(Code::get(r)),
            8 => Banish(Code::get(r)),
            9 => ReturnToHand(Code::get(r)),
            10 => Modify {
                target: Code::get(r),
                strength: Code::get(r),
                willpower: Code::get(r),
                lore: Code::get(r),
                until: Code::get(r),
            },
            11 => GainKeyword { target: Code::get(r), keyword: Code::get(r), until: Code::get(r) },
            12 => Restrict { target: Code::get(r), cannot: Code::get(r), until: Code::get(r) },
            13 => InkTopCard,
            14 => ReturnFromDiscard(Code::get(r)),
            // "May" never holds another "may" (load.rs refuses it): refused before it is
            // read, so corrupt bytes cannot nest without end.
            _ => {
                if r.bytes.get(r.at) == Some(&15) {
                    r.fail("\"may\" inside \"may\"");
                }
                May(Box::new(Effect::get(r)))
            }
        }
    }
}

impl Code for Static {
    fn put(&self, w: &mut Vec<u8>) {
        match self {
            Static::Grant { to, class, strength, willpower, lore, keyword } => {
                w.push(0);
                to.put(w);
                class.put(w);
                w.extend([*strength as u8, *willpower as u8, *lore as u8]);
                keyword.put(w);
            }
            Static::Discount { kind, amount } => {
                w.push(1);
                kind.put(w);
                amount.put(w);
            }
        }
    }
    fn get(r: &mut Reader) -> Self {
        match r.tag(2, "static ability") {
            0 => Static::Grant {
                to: Code::get(r),
                class: Code::get(r),
                strength: Code::get(r),
                willpower: Code::get(r),
                lore: Code::get(r),
                keyword: Code::get(r),
            },
            _ => Static::Discount { kind: Code::get(r), amount: Code::get(r) },
        }
    }
}

impl Code for Ability {
    fn put(&self, w: &mut Vec<u8>) {
        match self {
            Ability::Triggered { name, on, condition, effects } => {
                w.push(0);
                name.put(w);
                on.put(w);
                condition.put(w);
                effects.put(w);
            }
            Ability::Activated { name, cost, effects } => {
                w.push(1);
                name.put(w);
                cost.put(w);
                effects.put(w);
            }
            Ability::Static { name, condition, effect } => {
                w.push(2);
                name.put(w);
                condition.put(w);
                effect.put(w);
            }
        }
    }
    fn get(r: &mut Reader) -> Self {
        match r.tag(3, "ability") {
            0 => Ability::Triggered {
                name: Code::get(r),
                on: Code::get(r),
                condition: Code::get(r),
                effects: Code::get(r),
            },
            1 => Ability::Activated { name: Code::get(r), cost: Code::get(r), effects: Code::get(r) },
            _ => Ability::Static { name: Code::get(r), condition: Code::get(r), effect: Code::get(r) },
        }
    }
}

impl Code for CardDef {
    fn put(&self, w: &mut Vec<u8>) {
        self.code.put(w);
        self.name.put(w);
        self.version.put(w);
        self.kind.put(w);
        self.song.put(w);
        self.classes.put(w);
        self.ink.put(w);
        self.cost.put(w);
        self.inkable.put(w);
        w.extend([self.strength as u8, self.willpower as u8, self.lore as u8, self.move_cost]);
        self.keywords.put(w);
        self.abilities.put(w);
        self.effects.put(w);
        self.rarity.put(w);
        self.art.put(w);
        self.label.put(w);
        self.classes_line.put(w);
        self.keyword_labels.put(w);
        self.text.put(w);
        self.ability_texts.put(w);
        self.questions.put(w);
        self.statics.put(w);
    }
    fn get(r: &mut Reader) -> Self {
        CardDef {
            code: Code::get(r),
            name: Code::get(r),
            version: Code::get(r),
            kind: Code::get(r),
            song: Code::get(r),
            classes: Code::get(r),
            ink: Code::get(r),
            cost: Code::get(r),
            inkable: Code::get(r),
            strength: Code::get(r),
            willpower: Code::get(r),
            lore: Code::get(r),
            move_cost: Code::get(r),
            keywords: Code::get(r),
            abilities: Code::get(r),
            effects: Code::get(r),
            rarity: Code::get(r),
            art: Code::get(r),
            label: Code::get(r),
            classes_line: Code::get(r),
            keyword_labels: Code::get(r),
            text: Code::get(r),
            ability_texts: Code::get(r),
            questions: Code::get(r),
            statics: Code::get(r),
        }
    }
}

impl Code for Premade {
    fn put(&self, w: &mut Vec<u8>) {
        self.id.put(w);
        self.name.put(w);
        self.plan.put(w);
        self.inks.put(w);
        self.cards.put(w);
    }
    fn get(r: &mut Reader) -> Self {
        Premade {
            id: Code::get(r),
            name: Code::get(r),
            plan: Code::get(r),
            inks: Code::get(r),
            cards: Code::get(r),
        }
    }
}
