//! Changing pieces on the board: destroy (TK-1.8, TK-6.9), upgrade (TK-6.7),
//! downgrade (TK-6.8), convert (TK-6.10), put (TK-6.11) and moves (TK-6.2 .. TK-6.5).

use crate::log_line;
use crate::games::tash_kalar::board::Square;
use crate::games::tash_kalar::cards::MoveKind;
use crate::games::tash_kalar::state::{Form, Piece, Rank, TashKalar};

impl TashKalar {
    /// Whether destroyed enemy pieces wait for end-of-turn scoring (TK-1.8, TK-11.1).
    pub(crate) fn deathmatch(&self) -> bool {
        self.form != Form::HighForm
    }

    /// TK-6.9 / TK-5.5: takes the piece off the board; an enemy piece counts as
    /// destroyed by the acting side.
    pub(crate) fn destroy(&mut self, s: Square) {
        let Some(p) = self.board[s.index()].take() else { return };
        let me = self.me();
        let enemy = p.colour != me;
        if enemy {
            self.log.destroyed[p.colour as usize][p.rank as usize] += 1;
        }
        let aside = enemy && self.deathmatch();
        let side = &mut self.sides[p.colour as usize];
        match (p.rank == Rank::Legendary, aside) {
            (true, true) => side.aside_leg += 1,
            (true, false) => side.supply_leg += 1,
            (false, true) => side.aside_nonleg += 1,
            (false, false) => side.supply_nonleg += 1,
        }
        log_line!(self, 
            "The {} {} piece on {} is destroyed.",
            self.colour_name(p.colour),
            p.rank.word(),
            s.label()
        );
    }

    /// Takes a piece back to its owner's supply without destroying it (TK-4.2, TK-5.6).
    pub(crate) fn pick_up(&mut self, s: Square) -> Option<Piece> {
        let p = self.board[s.index()].take()?;
        let side = &mut self.sides[p.colour as usize];
        if p.rank == Rank::Legendary {
            side.supply_leg += 1;
        } else {
            side.supply_nonleg += 1;
        }
        Some(p)
    }

    /// Puts a piece of `colour` and `rank` from its supply on an empty square.
    pub(crate) fn put_from_supply(&mut self, s: Square, colour: u8, rank: Rank) {
        let side = &mut self.sides[colour as usize];
        if rank == Rank::Legendary {
            side.supply_leg -= 1;
        } else {
            side.supply_nonleg -= 1;
        }
        self.board[s.index()] = Some(Piece { colour, rank });
    }

    /// TK-6.7: whether the piece there can be upgraded.
    pub(crate) fn can_upgrade(&self, p: Piece) -> bool {
        match p.rank {
            Rank::Common => true,
            Rank::Heroic => self.sides[p.colour as usize].supply_leg > 0,
            Rank::Legendary => false,
        }
    }

    /// TK-6.8: whether the piece there can be downgraded.
    pub(crate) fn can_downgrade(&self, p: Piece) -> bool {
        match p.rank {
            Rank::Common => false,
            Rank::Heroic => true,
            Rank::Legendary => self.sides[p.colour as usize].supply_nonleg > 0,
        }
    }

    /// TK-6.10: whether the acting side has a piece to convert that one into.
    pub(crate) fn can_convert(&self, p: Piece) -> bool {
        let side = &self.sides[self.me() as usize];
        p.colour != self.me() && if p.rank == Rank::Legendary { side.supply_leg > 0 } else { side.supply_nonleg > 0 }
    }

    /// TK-6.7 upgrade (checked by [`TashKalar::can_upgrade`]).
    pub(crate) fn upgrade(&mut self, s: Square) {
        let Some(mut p) = self.at(s) else { return };
        if p.rank == Rank::Heroic {
            let side = &mut self.sides[p.colour as usize];
            side.supply_leg -= 1;
            side.supply_nonleg += 1;
        }
        p.rank = if p.rank == Rank::Common { Rank::Heroic } else { Rank::Legendary };
        self.board[s.index()] = Some(p);
        log_line!(self, "The piece on {} is upgraded to {}.", s.label(), p.rank.word());
    }

    /// TK-6.8 downgrade (checked by [`TashKalar::can_downgrade`]).
    pub(crate) fn downgrade(&mut self, s: Square) {
        let Some(mut p) = self.at(s) else { return };
        if p.rank == Rank::Legendary {
            let side = &mut self.sides[p.colour as usize];
            side.supply_nonleg -= 1;
            side.supply_leg += 1;
        }
        p.rank = if p.rank == Rank::Legendary { Rank::Heroic } else { Rank::Common };
        self.board[s.index()] = Some(p);
        log_line!(self, "The piece on {} is downgraded to {}.", s.label(), p.rank.word());
    }

    /// TK-6.10 convert to the acting side's piece of the same rank.
    pub(crate) fn convert(&mut self, s: Square) {
        let Some(p) = self.at(s) else { return };
        self.destroy(s);
        let me = self.me();
        self.put_from_supply(s, me, p.rank);
        log_line!(self, 
            "The piece on {} becomes a {} {} piece.",
            s.label(),
            self.colour_name(me),
            p.rank.word()
        );
    }

    /// TK-6.2 / TK-6.3: whether a piece of rank `r` may enter that square.
    pub(crate) fn may_enter(&self, to: Square, r: Rank, kind: MoveKind) -> bool {
        match self.at(to) {
            None => true,
            Some(q) => match kind {
                MoveKind::Standard => q.rank < r,
                MoveKind::Combat => q.rank <= r,
            },
        }
    }

    /// Moves a piece, destroying what stands on the target (TK-6.4). Returns whether
    /// something was captured.
    pub(crate) fn move_piece(&mut self, from: Square, to: Square) -> bool {
        // The log tells the move, then what it destroyed there (issue 34 point 13).
        log_line!(self, "The piece on {} moves to {}.", from.label(), to.label());
        let captured = self.at(to).is_some();
        if captured {
            self.destroy(to);
        }
        let p = self.board[from.index()].take();
        self.board[to.index()] = p;
        captured
    }

    /// "P1" or, in the team game, "team 1": the owner of a colour, for the log.
    pub(crate) fn colour_name(&self, colour: u8) -> String {
        if self.teams {
            format!("team {}", colour + 1)
        } else {
            format!("P{}", colour + 1)
        }
    }

    /// Upgraded pieces and all pieces of every colour, in one pass over the board.
    pub(crate) fn all_piece_counts(&self) -> [(i64, i64); 4] {
        let mut out = [(0, 0); 4];
        for p in self.board.iter().flatten() {
            let e = &mut out[p.colour as usize];
            e.1 += 1;
            if p.rank != Rank::Common {
                e.0 += 1;
            }
        }
        out
    }

    /// Upgraded pieces and all pieces of a colour on the board (TK-8.2, TK-14.4).
    pub(crate) fn piece_counts(&self, colour: u8) -> (i64, i64) {
        let mut up = 0;
        let mut all = 0;
        for (_, p) in self.pieces_of(colour) {
            all += 1;
            if p.rank != Rank::Common {
                up += 1;
            }
        }
        (up, all)
    }
}
