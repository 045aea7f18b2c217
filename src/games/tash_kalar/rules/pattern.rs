//! Pattern matching (TK-5.2 .. TK-5.4, TK-5.10) with Battle's improvised summoning
//! (TK-12.6). The 8 images of each pattern are precomputed in `cards`.

use crate::engine::RuleError;
use crate::games::tash_kalar::board::Square;
use crate::games::tash_kalar::cards::{CardId, Need, Orientation};
use crate::games::tash_kalar::state::{Form, Rank, TashKalar};

/// A successful match: the squares it uses, the marked squares, and the enemy colour
/// used by an improvised summon.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Match {
    pub cells: Vec<Square>,
    pub marked: Vec<Square>,
    pub improvised: Option<u8>,
}

fn need_rank(n: Need) -> Rank {
    match n {
        Need::Common => Rank::Common,
        Need::Heroic => Rank::Heroic,
    }
}

impl TashKalar {
    /// The card's image number `o`, if it exists.
    pub(crate) fn orientation(card: CardId, o: u8) -> Option<&'static Orientation> {
        card.pattern().orientations.get(o as usize)
    }

    /// Checks one image at placement square `p` for the acting side (TK-5.2 .. 5.4).
    pub(crate) fn match_at(&self, card: CardId, p: Square, o: u8) -> Result<Match, RuleError> {
        let me = self.me();
        let def = card.def();
        let orient = Self::orientation(card, o)
            .ok_or_else(|| RuleError::new("TK-5.2", format!("{} has no pattern image number {o}", def.name)))?;
        if !p.on_board() {
            return Err(RuleError::new("TK-1.1", format!("{} is not a square of the board", p.label())));
        }
        let mut improvised: Option<u8> = None;
        let mut use_enemy = |colour: u8, s: Square| -> Result<(), RuleError> {
            if self.form != Form::Battle {
                return Err(RuleError::new(
                    "TK-5.2",
                    format!("{} holds an enemy piece; every pattern square needs your own piece", s.label()),
                ));
            }
            if self.sides[me as usize].improvised[colour as usize] {
                return Err(RuleError::new(
                    "TK-12.6",
                    format!(
                        "{} holds a {} piece, and your improvised summon with that colour is already used",
                        s.label(),
                        self.colour_name(colour)
                    ),
                ));
            }
            if improvised.is_some() {
                return Err(RuleError::new("TK-12.6", "an improvised summon may use exactly one enemy piece, not two"));
            }
            improvised = Some(colour);
            Ok(())
        };
        let mut cells = Vec::with_capacity(orient.cells.len());
        for &(dc, dr, need) in &orient.cells {
            let s = p.offset(dc as i32, dr as i32).ok_or_else(|| {
                RuleError::new("TK-5.2", format!("this image of {} would need a square off the board", def.name))
            })?;
            let piece = self.at(s).ok_or_else(|| {
                RuleError::new(
                    "TK-5.2",
                    format!("{} is empty; the pattern needs your {} piece there", s.label(), need_rank(need).word()),
                )
            })?;
            if piece.rank < need_rank(need) {
                return Err(RuleError::new(
                    "TK-5.2",
                    format!(
                        "{} holds a {} piece; the pattern needs {} or higher",
                        s.label(),
                        piece.rank.word(),
                        need_rank(need).word()
                    ),
                ));
            }
            if piece.colour != me {
                use_enemy(piece.colour, s)?;
            }
            cells.push(s);
        }
        let target = self.at(p);
        if let Some(q) = target {
            if q.rank > def.rank {
                return Err(RuleError::new(
                    "TK-5.3",
                    format!(
                        "{} holds a {} piece; you cannot summon a {} card onto a higher rank",
                        p.label(),
                        q.rank.word(),
                        def.rank.word()
                    ),
                ));
            }
        }
        if card.pattern().star {
            match target {
                None => {
                    return Err(RuleError::new(
                        "TK-5.4",
                        format!("{} must already hold your piece for {}", p.label(), def.name),
                    ))
                }
                Some(q) if q.colour != me && self.form != Form::Battle => {
                    return Err(RuleError::new(
                        "TK-5.4",
                        format!("{} holds an enemy piece; {} needs your own piece there", p.label(), def.name),
                    ))
                }
                Some(q) if q.colour != me => use_enemy(q.colour, p)?,
                Some(_) => {}
            }
        }
        let marked = orient.marked.iter().filter_map(|&(dc, dr)| p.offset(dc as i32, dr as i32)).collect();
        Ok(Match { cells, marked, improvised })
    }

    /// Bitboards of the pieces that may fill pattern squares: any rank, and heroic or
    /// better. In Battle, enemy colours still open for improvising count too (TK-12.6);
    /// the exact check is [`TashKalar::match_at`].
    pub(crate) fn fill_sets(&self) -> (u128, u128) {
        let me = self.me();
        let battle = self.form == Form::Battle;
        let (mut any, mut heroic) = (0u128, 0u128);
        for (i, p) in self.board.iter().enumerate() {
            let Some(p) = p else { continue };
            if p.colour == me || (battle && !self.sides[me as usize].improvised[p.colour as usize]) {
                let bit = 1u128 << Square::from_index(i).bit13();
                any |= bit;
                if p.rank != Rank::Common {
                    heroic |= bit;
                }
            }
        }
        (any, heroic)
    }

    /// Placement squares where every required square of the image holds a usable piece
    /// of high enough rank: one shift and one AND per square of the pattern.
    pub(crate) fn candidate_squares(orient: &Orientation, sets: (u128, u128)) -> impl Iterator<Item = Square> {
        let mut cand = crate::games::tash_kalar::board::ON_BOARD13;
        for &(dc, dr, need) in &orient.cells {
            let set = if need == Need::Heroic { sets.1 } else { sets.0 };
            let k = dc as i32 + 13 * dr as i32;
            cand &= if k >= 0 { set >> k } else { set << -k };
        }
        std::iter::from_fn(move || {
            if cand == 0 {
                return None;
            }
            let b = cand.trailing_zeros();
            cand &= cand - 1;
            Some(Square::from_bit13(b))
        })
    }
}
