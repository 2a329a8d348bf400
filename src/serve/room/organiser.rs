//! `club serve`'s organiser pages (`/admin`, `/admin/cards`, `POST /admin/api/ACTION`, for the
//! organiser's key) and the evening's printable report (`/report`).

use super::*;

/// `GET /report`: the evening's printable report (`club export --format html`), made once
/// per change of the files it is made of (this evening's, and the earlier evenings' of the
/// season); meanwhile every request gets the one made.
pub(super) async fn evening_report(State(room): State<Arc<Room>>) -> Response {
    html_answer(
        blocking(&room, |room| {
            let tonight = room.fresh()?;
            let earlier = earlier_evenings(room, &tonight.tonight.evening);
            let mut held = tonight.report.lock().unwrap_or_else(|e| e.into_inner());
            if let Some((stamps, report)) = held.as_ref()
                && *stamps == earlier
            {
                return report.clone();
            }
            let report = crate::store::tonight::report_of(&room.competition, &tonight.tonight)
                .map_err(|e| room.trouble(e))
                .map(|report| {
                    html::club::club_report(&room.words(), &report, crate::act::paper_here())
                });
            *held = Some((earlier, report.clone()));
            report
        })
        .await,
    )
}

/// The files of the competition's evenings before `evening`, with their stamps now: the
/// season in the report is ranked from them.
fn earlier_evenings(room: &Room, evening: &Evening) -> Stamps {
    let Some(competition) = room.dir.parent() else {
        return Vec::new();
    };
    let mut stamps = Vec::new();
    for date in club_files::evenings_in(competition) {
        if date >= evening.date {
            continue;
        }
        let folder = competition.join(date.format("%Y-%m-%d").to_string());
        let mut files: Vec<PathBuf> = std::fs::read_dir(&folder)
            .map(|entries| {
                entries
                    .flatten()
                    .map(|e| e.path())
                    .filter(|p| {
                        p.extension().is_some_and(|e| e == "toml")
                            && p.file_name()
                                .is_some_and(|n| !n.to_string_lossy().starts_with('.'))
                    })
                    .collect()
            })
            .unwrap_or_default();
        files.sort();
        stamps.push((folder, None));
        stamps.extend(files.into_iter().map(|file| {
            let stamp = Stamp::of(&file);
            (file, stamp)
        }));
    }
    stamps
}

/// Whether a request carries the organiser's key (kept in `evening.toml`), as `Authorization:
/// Bearer KEY` or `?key=KEY`, compared in constant time.
fn organiser(tonight: &Reading, headers: &HeaderMap, query: &KeyQuery) -> bool {
    super::carries_key(headers, query, &tonight.tonight.evening.keys.organiser)
}

/// "This needs the organiser's key" (401).
fn organiser_key_needed(w: &Words) -> Refusal {
    Refusal::with_status(401, "key-needed", t!(w, "room-api-organiser-key"))
}

/// Which page of the organiser's.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum OrganiserPage {
    /// What can be done now.
    Actions,
    /// The table cards and the seating list, to print.
    Cards,
}

pub(super) async fn organiser_page(
    State(room): State<Arc<Room>>,
    Asked(query): Asked<KeyQuery>,
    headers: HeaderMap,
) -> Response {
    organiser_html(room, query, headers, OrganiserPage::Actions).await
}

pub(super) async fn organiser_cards(
    State(room): State<Arc<Room>>,
    Asked(query): Asked<KeyQuery>,
    headers: HeaderMap,
) -> Response {
    organiser_html(room, query, headers, OrganiserPage::Cards).await
}

/// `GET /admin?key=A` and `GET /admin/cards?key=A`: the organiser's pages, for the key only.
async fn organiser_html(
    room: Arc<Room>,
    query: KeyQuery,
    headers: HeaderMap,
    which: OrganiserPage,
) -> Response {
    html_answer(
        blocking(&room, move |room| {
            let tonight = room.fresh()?;
            let w = room.words();
            if !organiser(&tonight, &headers, &query) {
                return Err(organiser_key_needed(&w));
            }
            let view = OrganiserView::of(&tonight.tonight, &room.address);
            Ok(match which {
                OrganiserPage::Actions => html::organiser::organiser_page(&w, &view),
                OrganiserPage::Cards => html::organiser::table_cards(&w, &view),
            })
        })
        .await,
    )
}

/// What the organiser's page sends: the names that came or go, the pairs to keep apart,
/// whether to close a round with tables unfinished.
#[derive(Debug, Default, Deserialize)]
#[serde(deny_unknown_fields)]
struct OrganiserBody {
    #[serde(default)]
    names: Vec<String>,
    #[serde(default)]
    guests: Vec<String>,
    #[serde(default)]
    keep_apart: Vec<String>,
    #[serde(default)]
    force: bool,
    #[serde(default)]
    from: String,
    #[serde(default)]
    to: String,
}

/// What the organiser asks for.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Action {
    Draw,
    Redraw,
    Close,
    Arrive,
    Leave,
    Undo,
    Rename,
    Clock,
}

/// `POST /admin/api/ACTION`: the key first (401), then the body (in time, not too large, the
/// JSON the page sends: 400), then what `club draw|close|arrive|leave` does, under the same
/// lock; the answer `{"said": …}` is what the command prints, a refusal the club's rule
/// that refused (409 for the evening's state, 400 for what was asked).
pub(super) async fn organiser_action(
    State(room): State<Arc<Room>>,
    UrlPath(action): UrlPath<String>,
    Asked(query): Asked<KeyQuery>,
    headers: HeaderMap,
    body: Body,
) -> Response {
    let action = match action.as_str() {
        "draw" => Action::Draw,
        "redraw" => Action::Redraw,
        "close" => Action::Close,
        "arrive" => Action::Arrive,
        "leave" => Action::Leave,
        "undo" => Action::Undo,
        "rename" => Action::Rename,
        "clock" => Action::Clock,
        _ => return not_found(&room),
    };
    let allowed = blocking(&room, move |room| {
        let tonight = room.fresh()?;
        if organiser(&tonight, &headers, &query) {
            Ok(())
        } else {
            Err(organiser_key_needed(&room.words()))
        }
    })
    .await;
    if let Err(refusal) = allowed {
        return json_answer(Err(refusal));
    }
    let bytes = match super::body_in_time(body, room.lang).await {
        Ok(bytes) => bytes,
        Err(answer) => return answer,
    };
    json_answer(
        blocking(&room, move |room| {
            let w = room.words();
            let asked: OrganiserBody = if bytes.iter().all(u8::is_ascii_whitespace) {
                OrganiserBody::default()
            } else {
                serde_json::from_slice(&bytes)
                    .map_err(|_| Refusal::bad("not-an-action", t!(w, "room-api-not-an-action")))?
            };
            let now = (room.clock)();
            let path = room.path.as_path();
            use crate::act::club;
            use crate::core::game::Door;
            let done = match action {
                Action::Draw | Action::Redraw => {
                    club::draw_at(now, path, action == Action::Redraw, &asked.keep_apart)
                }
                Action::Close => club::close_at(now, path, asked.force),
                Action::Arrive => club::arrive(now, path, &asked.names, &asked.guests),
                Action::Leave => club::leave(now, path, &asked.names),
                Action::Undo => club::undo(now, Door::Organiser, path),
                Action::Rename => club::rename(now, Door::Organiser, path, &asked.from, &asked.to),
                Action::Clock => club::start_clock(now, path),
            };
            let done = done.map_err(|error| page_refusal(&w, &[room.folder()], error))?;
            // The page's own sentences (no command, flag or drawn table), one a line.
            let mut said = done.page_said(&w).join("\n");
            said.push('\n');
            room.publish();
            Ok(serde_json::json!({ "said": said }).to_string())
        })
        .await,
    )
}

/// A refusal as the organiser's page says it: a round closed too early offers the page's
/// "Close anyway" rather than a flag; every other refusal as `club` says it.
fn page_refusal(w: &Words, folders: &[String], error: CommandError) -> Refusal {
    if let CommandError::Club(
        rule @ ClubError::Unfinished {
            round,
            tables,
            hands,
        },
    ) = &error
    {
        let each: Vec<String> = tables
            .iter()
            .map(|(table, played)| {
                t!(
                    w,
                    "club-table-at",
                    table = *table,
                    played = *played,
                    hands = *hands
                )
            })
            .collect();
        let (status, code) = crate::serve::codes::club_code(rule);
        return Refusal::with_status(
            status,
            code,
            t!(
                w,
                "club-page-unfinished",
                round = *round,
                tables = w.and(&each),
                count = each.len()
            ),
        );
    }
    super::command_refusal(w, folders, error)
}
