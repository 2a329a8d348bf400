//! BG Stats: a finished match as a play in BG Stats' import JSON, and the link that hands it to
//! the app.
//!
//! The format is the one on BG Stats' page "Push plays to BG Stats from other apps or websites"
//! (bgstatsapp.com, support section): a link `https://app.bgstatsapp.com/createPlay.html?data=`
//! followed by the URL-encoded JSON of one play. Only keys that page shows are written:
//! `sourceName`, `sourcePlayId`, `playDate` (`YYYY-MM-DD HH:MM:SS`), `durationMin`, `game`
//! (`name`, `sourceGameId`, `highestWins`, `noPoints`) and `players` (`name`, `score`, `rank`,
//! `winner`, `startPlayer`, `sourcePlayerId`). The page's `bggId` is left out (the app matches
//! a game by its BGG id "if any", else by name), and so are `board`, `role`, `location` and
//! `comments`, which a match has nothing for.
//!
//! The play's id is the match's own: its game and the moment it started (both kept in the match
//! file), so that the same match exported twice, or from `serve`'s page, is the same play to
//! BG Stats and updates it rather than adding another.

use crate::core::game::{Entry, Match, Scoreboard};
use crate::core::variant::Winner;
use chrono::TimeZone;
use serde_json::{Value, json};
use std::fmt::Display;

/// The link BG Stats opens a play from; the URL-encoded JSON follows it.
pub const PUSH_URL: &str = "https://app.bgstatsapp.com/createPlay.html?data=";

/// The stable id of a match for BG Stats: its game and the moment it started.
pub fn play_id(game: &Match) -> String {
    format!(
        "{}@{}",
        game.variant.name,
        game.started.format("%Y-%m-%dT%H:%M:%S%:z")
    )
}

/// The match as one BG Stats play, the start given in `tz` (the local time); none while the
/// match is being played. Players in seating order, each with their total, their place (a
/// shared place shared: 1, 2, 2, 4) and whether they won; the start player is the first dealer.
pub fn play<Tz>(game: &Match, board: &Scoreboard, tz: &Tz) -> Option<Value>
where
    Tz: TimeZone,
    Tz::Offset: Display,
{
    if !board.finished() {
        return None;
    }
    let ranking = board.ranking(&game.rules);
    let place = |seat: usize| {
        ranking
            .iter()
            .find(|p| p.seat == seat)
            .map_or(game.players.len(), |p| p.place)
    };
    let players: Vec<Value> = game
        .players
        .iter()
        .enumerate()
        .map(|(seat, name)| {
            let total = board.totals[seat];
            // BG Stats takes one number: the total, or where scores can be complex its
            // magnitude (rounded to 2 decimals, as `status --json` gives it).
            let score = if total.im == 0 {
                json!(total.re)
            } else {
                json!(((total.re as f64).hypot(total.im as f64) * 100.0).round() / 100.0)
            };
            json!({
                "name": name,
                "score": score,
                "rank": place(seat),
                "winner": place(seat) == 1,
                "startPlayer": seat == game.first_dealer,
                "sourcePlayerId": name,
            })
        })
        .collect();
    let hand_times = || {
        game.entries.iter().filter_map(|entry| match entry {
            Entry::Hand(hand) => Some(hand.time),
            _ => None,
        })
    };
    let duration = match (hand_times().next(), hand_times().next_back()) {
        (Some(first), Some(last)) => (last - first).num_minutes().max(0),
        _ => 0,
    };
    let mut play = json!({
        "sourceName": "hartenjagen",
        "sourcePlayId": play_id(game),
        "playDate": game.started.with_timezone(tz).format("%Y-%m-%d %H:%M:%S").to_string(),
        "durationMin": duration,
        "game": {
            "name": game.rules.variant,
            "sourceGameId": game.variant.name,
            "highestWins": game.rules.winner == Winner::Highest,
            "noPoints": false,
        },
        "players": players,
    });
    // A match from before (`new --date`) does not know how long it took.
    if game.dated
        && let Some(play) = play.as_object_mut()
    {
        play.remove("durationMin");
    }
    Some(play)
}

/// Percent-encodes `text` for a URL's query: every byte but the unreserved letters, digits
/// and `-_.~` as `%XX`.
pub fn url_encode(text: &str) -> String {
    let mut out = String::with_capacity(text.len() * 3);
    for byte in text.bytes() {
        if byte.is_ascii_alphanumeric() || b"-_.~".contains(&byte) {
            out.push(byte as char);
        } else {
            out.push_str(&format!("%{byte:02X}"));
        }
    }
    out
}

/// The link that opens `play` in BG Stats: [`PUSH_URL`] and the play's compact JSON,
/// URL-encoded.
pub fn push_url(play: &Value) -> String {
    format!("{PUSH_URL}{}", url_encode(&play.to_string()))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::core::game::MatchOptions;
    use crate::core::testkit::{game_with, input, time};
    use chrono::FixedOffset;

    /// Decodes what [`url_encode`] wrote.
    fn url_decode(text: &str) -> String {
        let bytes = text.as_bytes();
        let mut out = Vec::new();
        let mut i = 0;
        while i < bytes.len() {
            if bytes[i] == b'%' {
                out.push(u8::from_str_radix(&text[i + 1..i + 3], 16).unwrap());
                i += 3;
            } else {
                out.push(bytes[i]);
                i += 1;
            }
        }
        String::from_utf8(out).unwrap()
    }

    /// A 4-player hartenjagen match of one hand: Cas 0 wins, Bob and Dee share second place
    /// with 5, Ann 16 is fourth.
    fn finished() -> Match {
        let mut m = game_with(
            "hartenjagen",
            4,
            MatchOptions {
                hands: Some(1),
                ..MatchOptions::default()
            },
        );
        let later = time() + chrono::Duration::minutes(37);
        m.record(
            &input(&m, &[("Ann", "QS 3"), ("Bob", "5"), ("Dee", "rest")]),
            later,
        )
        .unwrap();
        m
    }

    #[test]
    fn a_finished_match_is_a_play_of_the_documented_shape() {
        let m = finished();
        let board = m.scoreboard();
        let tz = FixedOffset::east_opt(3600).unwrap();
        let play = play(&m, &board, &tz).unwrap();
        // The keys of the page's example, less those a match has nothing for.
        let keys: Vec<&str> = play
            .as_object()
            .unwrap()
            .keys()
            .map(String::as_str)
            .collect();
        assert_eq!(
            keys,
            [
                "durationMin",
                "game",
                "playDate",
                "players",
                "sourceName",
                "sourcePlayId"
            ]
        );
        let game_keys: Vec<&str> = play["game"]
            .as_object()
            .unwrap()
            .keys()
            .map(String::as_str)
            .collect();
        assert_eq!(
            game_keys,
            ["highestWins", "name", "noPoints", "sourceGameId"]
        );
        assert_eq!(play["game"]["highestWins"], false);
        assert_eq!(play["game"]["name"], "hartenjagen");
        assert_eq!(play["sourceName"], "hartenjagen");
        // "2020-10-23 19:16:58": the date and time, in the time zone given.
        let date = play["playDate"].as_str().unwrap();
        assert_eq!(date.len(), "2020-10-23 19:16:58".len());
        assert_eq!(
            date,
            m.started
                .with_timezone(&tz)
                .format("%Y-%m-%d %H:%M:%S")
                .to_string()
        );
        let players = play["players"].as_array().unwrap();
        let row = |i: usize| {
            let p = &players[i];
            (
                p["name"].as_str().unwrap().to_string(),
                p["score"].as_i64().unwrap(),
                p["rank"].as_u64().unwrap(),
                p["winner"].as_bool().unwrap(),
                p["startPlayer"].as_bool().unwrap(),
            )
        };
        assert_eq!(row(0), ("Ann".into(), 16, 4, false, true));
        assert_eq!(row(1), ("Bob".into(), 5, 2, false, false));
        assert_eq!(row(2), ("Cas".into(), 0, 1, true, false));
        assert_eq!(row(3), ("Dee".into(), 5, 2, false, false));
        for p in players {
            let mut keys: Vec<&str> = p.as_object().unwrap().keys().map(String::as_str).collect();
            keys.sort_unstable();
            assert_eq!(
                keys,
                [
                    "name",
                    "rank",
                    "score",
                    "sourcePlayerId",
                    "startPlayer",
                    "winner"
                ]
            );
        }
    }

    #[test]
    fn a_match_being_played_is_no_play() {
        let m = game_with("hartenjagen", 4, MatchOptions::default());
        assert_eq!(play(&m, &m.scoreboard(), &chrono::Utc), None);
    }

    #[test]
    fn the_link_carries_the_json_url_encoded() {
        let m = finished();
        let play = play(&m, &m.scoreboard(), &chrono::Utc).unwrap();
        let url = push_url(&play);
        let data = url.strip_prefix(PUSH_URL).unwrap();
        assert!(
            data.bytes()
                .all(|b| b.is_ascii_alphanumeric() || b"-_.~%".contains(&b)),
            "{data}"
        );
        let back: Value = serde_json::from_str(&url_decode(data)).unwrap();
        assert_eq!(back, play);
        assert_eq!(url_encode("a b&c=é"), "a%20b%26c%3D%C3%A9");
    }
}
