//! Prints every Lorcana card as its words are written from its data, one line each
//! (`cargo run --no-default-features --example lorcana_cards`): what a designer reads
//! back after editing `cards/lorcana/inkwake.json`.

use turnkeeper::games::lorcana::cards;

fn main() {
    let pool = match cards::pool() {
        Ok(p) => p,
        Err(e) => {
            eprintln!("{e}");
            std::process::exit(1);
        }
    };
    for d in &pool.cards {
        let stats = match d.kind {
            cards::CardType::Character => format!(" {}/{}/{}", d.strength, d.willpower, d.lore),
            cards::CardType::Location => format!(" mv{} W{} L{}", d.move_cost, d.willpower, d.lore),
            _ => String::new(),
        };
        let kind = if d.song { "Song".to_string() } else { format!("{:?}", d.kind) };
        let kw =
            if d.abilities.is_empty() && d.effects.is_empty() { String::new() } else { d.keyword_labels.join(", ") };
        println!(
            "{} {} [{} {:?} {}{}{} {:?}] {} | {}",
            d.code,
            d.full_name(),
            kind,
            d.ink,
            d.cost,
            if d.inkable { "" } else { " no-ink" },
            stats,
            d.rarity,
            kw,
            d.text
        );
    }
}
