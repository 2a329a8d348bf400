//! A match file's text ([`render`]: the header, the TOML and the end line).

use super::format::{
    FileAction, FileChange, FileDoor, FileEntry, FileNote, FileOptions, MatchFile, Points, Took,
    text,
};
use super::{DOORS, FORMAT, FROM_BEFORE, HEADER, ONE_WAY_IN, end};
use crate::core::game::{Action, Change, Entry, Match, Replaced};
use crate::format::error::Error;
use toml::Spanned;

/// The file's text for a match: the header, the TOML and the end line.
pub fn render(game: &Match) -> Result<String, Error> {
    let name = |seat: usize| game.players[seat].clone();
    let hands: Vec<FileEntry> = game
        .entries
        .iter()
        .map(|entry| file_entry(game, entry))
        .collect();
    let changes = game
        .changes
        .iter()
        .map(|change| file_change(game, change))
        .collect::<Result<Vec<_>, _>>()?;
    // A file of format 1 keeps it while a hand in it breaks a ruling of "one way in" (and
    // still ends with the end line, which its header announces).
    // A match with a start from before or notes needs the keys of format 4; any other is
    // written as before.
    let format = if !game.hands_breaking_rulings().is_empty() {
        ONE_WAY_IN - 1
    } else if !game.changes.is_empty() || game.entries.iter().any(|e| e.made().door.is_some()) {
        DOORS
    } else if game.dated
        || !game.notes.is_empty()
        || game.entries.iter().any(|e| matches!(e, Entry::Points(_)))
    {
        FROM_BEFORE
    } else {
        FORMAT
    };
    let file = MatchFile {
        format,
        started: game.started,
        dated: game.dated,
        players: game.players.clone(),
        first_dealer: name(game.first_dealer),
        options: FileOptions {
            target: game.options.target.map(|t| Spanned::new(0..0, t)),
            quick: game.options.quick,
            hands: game.options.hands.map(|h| Spanned::new(0..0, h)),
            chips: game.options.chips.map(|c| Spanned::new(0..0, c)),
            club: game.options.club,
        },
        variant: game.variant.raw.clone(),
        hands,
        notes: game
            .notes
            .iter()
            .map(|note| FileNote {
                time: note.time,
                text: note.text.clone(),
            })
            .collect(),
        changes,
    };
    let mut text = format!(
        "{HEADER}{}",
        toml::to_string(&file).map_err(Error::WriteToml)?
    );
    if !text.ends_with('\n') {
        text.push('\n');
    }
    let end = end::line(game.entries.len(), &text);
    text.push_str(&end);
    Ok(text)
}

/// An entry as the file writes it (a `[[hand]]`, or what a change replaced).
fn file_entry(game: &Match, entry: &Entry) -> FileEntry {
    let name = |seat: usize| game.players[seat].clone();
    match entry {
        Entry::Misdeal { dealer, .. } => FileEntry {
            misdeal: true,
            ..FileEntry::bare(text(name(*dealer)), entry.made())
        },
        Entry::AllPass { dealer, .. } => FileEntry {
            all_pass: true,
            ..FileEntry::bare(text(name(*dealer)), entry.made())
        },
        Entry::Points(hand) => FileEntry {
            pass: Some(hand.pass),
            points: Some(Points(
                hand.points
                    .iter()
                    .enumerate()
                    .map(|(seat, &points)| (name(seat), Spanned::new(0..0, points)))
                    .collect(),
            )),
            ..FileEntry::bare(text(name(hand.dealer)), entry.made())
        },
        Entry::Hand(hand) => FileEntry {
            bidder: hand.bid.map(|(seat, _)| text(name(seat))),
            bid: hand.bid.map(|(_, bid)| bid),
            suit: hand.suit.map(|suit| text(suit.letter().to_string())),
            pay: hand
                .payments
                .iter()
                .map(|p| text(p.written(&game.players)))
                .collect(),
            pass: Some(hand.pass),
            moon: hand.moon,
            renege: hand.renege.map(|seat| text(name(seat))),
            declare: hand.declare.map(|seat| text(name(seat))),
            out: (!hand.cards.out.is_empty()).then(|| text(hand.cards.out.to_card_text())),
            expose: (!hand.exposed.is_empty()).then(|| {
                let cards: Vec<String> = hand.exposed.iter().map(|c| c.to_string()).collect();
                text(cards.join(" "))
            }),
            took: Took(
                hand.cards
                    .took
                    .iter()
                    .enumerate()
                    .filter(|(_, capture)| !capture.is_empty())
                    .map(|(seat, capture)| (name(seat), text(capture.to_card_text())))
                    .collect(),
            ),
            ..FileEntry::bare(text(name(hand.dealer)), entry.made())
        },
    }
}

/// A record of the change log as the file writes it.
fn file_change(game: &Match, change: &Change) -> Result<FileChange, Error> {
    let (door, table) = change.made.door.map(FileDoor::of).unzip();
    let (replaced, name) = match &change.replaced {
        Replaced::Entry(entry) => (
            toml::Value::try_from(file_entry(game, entry)).map_err(Error::WriteToml)?,
            None,
        ),
        Replaced::Written(table) => (toml::Value::Table(table.clone()), None),
        Replaced::Name { old, new } => (toml::Value::String(old.clone()), Some(new.clone())),
    };
    Ok(FileChange {
        time: change.made.time,
        door,
        table: table.flatten(),
        action: match change.action {
            Action::Edit => FileAction::Edit,
            Action::Undo => FileAction::Undo,
            Action::Rename => FileAction::Rename,
        },
        hand: change.hand,
        name,
        replaced,
    })
}
