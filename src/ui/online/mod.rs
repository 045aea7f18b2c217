//! Online play's pages: a seat can be "a person on another device".
//!
//! - The **host** is the device that started the game. Its game page is the usual one
//!   ([`crate::ui::game_page`]) with the referee ([`crate::online::Host`]) in its session
//!   ([`Hosting`]): every change of the match goes through the referee, which sends each
//!   remote seat its own table. The page adds a strip saying who is connected and who
//!   is to act, the fixed phrases, and the invite panel ([`host_panel`]): one link and
//!   short code per remote seat, the watch link, and with no signalling server the
//!   reply each joiner sends back. The network side is [`host_net`].
//! - A **joiner** opens its seat's link ([`join_page`]), in the game's join build
//!   (`<site>/<id>/join/`, [`crate::ui::site`]): it holds no game state, only
//!   what the host sent its seat, and draws the same table as a local game from it.
//!   At the end it replays the game and says whether every table it was shown matches.
//! - A **watcher** opens the watch link ([`watch_page`]): the public table only.

mod config;
mod deck_choice;
mod host_net;
mod host_panel;
mod hosting;
mod join_page;
mod join_parts;
mod kept;
mod links;
mod remote;
mod seats_strip;
mod setup;
mod watch_page;

pub use config::OnlineConfig;
pub use host_panel::use_hosting;
pub use hosting::{host_session, reduce, HostMsg, Hosting};
pub use join_page::JoinPage;
pub use setup::{join_by_code, online_setup, use_setup_state};
pub use watch_page::WatchPage;

/// The page an invite opens: the seat's page, or the watcher's.
pub fn invite_page<G: crate::ui::GameUi>(invite: crate::online::invite::Invite) -> yew::Html {
    use crate::online::invite::Invite;
    use yew::html;
    let key = invite.hash();
    match invite {
        Invite::Join { room, seat, token, offer, .. } => html! {
            <JoinPage<G> {key} room={room} {seat} token={token} offer={offer.map(yew::AttrValue::from)} />
        },
        Invite::Watch { room, .. } => html! { <WatchPage<G> {key} room={room} /> },
    }
}
