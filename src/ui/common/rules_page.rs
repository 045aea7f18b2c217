//! The in-app "How to play" page of a game: a short guide and the rules reference with
//! the same ids the refusals cite (summaries in our own words). A refusal's rule id
//! links to its entry here.

use yew::prelude::*;

/// One entry of a game's rules reference.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct RuleEntry {
    /// The id refusals cite (`LO-4.3`, `TK-5`).
    pub id: &'static str,
    pub title: &'static str,
    /// What it says, in a sentence or two of our own.
    pub summary: &'static str,
}

/// The entry a cited rule belongs to: the rule itself, else its nearest parent
/// (`LO-4.3.2` → `LO-4.3` → `LO-4`).
pub fn reference_entry<'a>(rules: &'a [RuleEntry], rule: &str) -> Option<&'a RuleEntry> {
    let mut id = rule;
    loop {
        if let Some(e) = rules.iter().find(|e| e.id == id) {
            return Some(e);
        }
        id = &id[..id.rfind('.')?];
    }
}

/// The link to a cited rule on the game's How to play page.
pub fn rule_href(game: &str, rules: &[RuleEntry], rule: &str) -> Option<String> {
    reference_entry(rules, rule).map(|e| format!("#/{game}/rules/{}", e.id))
}

#[derive(Properties, PartialEq)]
pub struct HowToPlayProps {
    pub game: AttrValue,
    pub name: AttrValue,
    pub guide: &'static [&'static str],
    pub rules: &'static [RuleEntry],
    /// The rule to show first (from a refusal's link).
    #[prop_or_default]
    pub focus: Option<AttrValue>,
}

#[component]
pub fn HowToPlay(props: &HowToPlayProps) -> Html {
    let focus = props.focus.clone();
    use_effect_with(focus.clone(), move |focus| {
        if let Some(id) = focus {
            let el =
                web_sys::window().and_then(|w| w.document()).and_then(|d| d.get_element_by_id(&format!("rule-{id}")));
            if let Some(el) = el {
                el.scroll_into_view();
            }
        }
    });
    html! {
        <div class="how-to-play panel">
            <h1>{ format!("How to play {}", props.name) }</h1>
            <section class="guide" aria-label="Guide">
                { for props.guide.iter().map(|p| html! { <p>{ *p }</p> }) }
            </section>
            <section class="reference" aria-labelledby="ref-title">
                <h2 id="ref-title">{ "Rules reference" }</h2>
                <p class="hint">{ "The ids are the ones a refused action cites." }</p>
                <dl>
                    { for props.rules.iter().map(|r| {
                        let lit = focus.as_deref() == Some(r.id);
                        html! {
                            <div class={classes!("rule-entry", lit.then_some("focused"))} id={format!("rule-{}", r.id)}>
                                <dt><span class="rule-id">{ r.id }</span>{ r.title }</dt>
                                <dd>{ r.summary }</dd>
                            </div>
                        }
                    }) }
                </dl>
            </section>
            <div class="form-actions">
                <a class="button primary" href={format!("#/{}/new", props.game)}>{ "New game" }</a>
                <a class="button" href="#/">{ "Lobby" }</a>
            </div>
        </div>
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    const RULES: &[RuleEntry] = &[
        RuleEntry { id: "LO-4", title: "Turn actions", summary: "" },
        RuleEntry { id: "LO-4.3", title: "Play a card", summary: "" },
    ];

    #[test]
    fn a_cited_rule_links_to_itself_or_its_nearest_parent() {
        assert_eq!(reference_entry(RULES, "LO-4.3").unwrap().id, "LO-4.3");
        assert_eq!(reference_entry(RULES, "LO-4.3.2").unwrap().id, "LO-4.3");
        assert_eq!(reference_entry(RULES, "LO-4.6.1").unwrap().id, "LO-4");
        assert!(reference_entry(RULES, "TK-5").is_none());
        assert_eq!(rule_href("lorcana", RULES, "LO-4.3.2").unwrap(), "#/lorcana/rules/LO-4.3");
    }
}

#[cfg(test)]
mod reference_tests {
    use super::reference_entry;
    use crate::games::altered::Altered;
    use crate::games::lorcana::Lorcana;
    use crate::games::tash_kalar::TashKalar;
    use crate::ui::GameUi;

    fn check<G: GameUi>(cited: &[&str]) {
        let mut ids: Vec<&str> = G::RULES.iter().map(|r| r.id).collect();
        assert!(ids.iter().all(|id| id.starts_with(G::RULE_PREFIX)), "{} ids carry its prefix", G::NAME);
        ids.sort();
        let n = ids.len();
        ids.dedup();
        assert_eq!(ids.len(), n, "{}: no id twice", G::NAME);
        assert!(!G::GUIDE.is_empty());
        for rule in cited {
            assert!(reference_entry(G::RULES, rule).is_some(), "{rule} has an entry on the How to play page");
        }
    }

    #[test]
    fn every_reference_is_well_formed_and_refusals_find_their_entry() {
        // Rules the engines cite in refusals, from each part of the brief.
        check::<Lorcana>(&[
            "LO-1.7.5", "LO-2.2.3", "LO-3.3.1", "LO-4.2.1", "LO-4.3.2", "LO-4.6.4", "LO-7.7.3", "LO-8.7.2",
        ]);
        check::<Altered>(&[
            "AL-1.3", "AL-2.8", "AL-5.0.2", "AL-5.1.4", "AL-5.3.1", "AL-5.3.2", "AL-5.3.4", "AL-5.5.3", "AL-6.1",
            "AL-8.1", "AL-8.2", "AL-8.3", "AL-8.6", "AL-8.7", "AL-12.5", "AL-13.6", "AL-14.2",
        ]);
        check::<TashKalar>(&[
            "TK-3.3", "TK-3.4", "TK-4.2", "TK-5.2", "TK-5.3", "TK-5.6", "TK-8.2", "TK-10.2", "TK-13.4",
        ]);
    }
}
