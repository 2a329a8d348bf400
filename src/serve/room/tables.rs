//! `club serve`'s table pages, `/t/N`: whichever match table N plays now, served as `serve`
//! serves one, with the evening's notice above it; its live feed adds a `round` event when the
//! table's match changes; its changes are refused while the table plays none, its round is
//! closed or its page was made for another draw.

use super::*;

/// Table N's number from its address (none: not a table's number).
fn number_of(text: &str) -> Option<u32> {
    text.parse().ok().filter(|n| *n >= 1)
}

/// Table `number` now: the evening and the match it plays (none while it plays none).
async fn at_table(
    room: &Arc<Room>,
    number: &str,
) -> Result<(Arc<Reading>, Option<Arc<Table>>), Refusal> {
    let Some(number) = number_of(number) else {
        return Err(no_such_table(&room.words(), number));
    };
    blocking(room, move |room| {
        // The evening's lock, held shared across the evening's reading and the table's: a
        // redraw or an undo cannot remove the table's file between the two.
        let _held =
            crate::store::lock::acquire_evening(&room.path, crate::store::lock::Hold::Shared)
                .map_err(|e| room.trouble(e))?;
        let tonight = room.fresh()?;
        let table = room.table(&tonight, number)?;
        Ok((tonight, table))
    })
    .await
}

/// `GET /t/N`: table N's page: its match now, with the entry form for its key; or, while it
/// plays none, what it waits for.
pub(super) async fn table_page(
    State(room): State<Arc<Room>>,
    UrlPath(number): UrlPath<String>,
    Asked(query): Asked<KeyQuery>,
) -> Response {
    let (tonight, table) = match at_table(&room, &number).await {
        Ok(found) => found,
        Err(refusal) => return html_answer(Err(refusal)),
    };
    let number = number_of(&number).unwrap_or_default();
    let Some(table) = table else {
        return html_answer(Ok(room::table_waiting(
            &room.words(),
            &tonight.view,
            number,
            &format!("/t/{number}/api/events?round={}", tonight.mark(number)),
        )));
    };
    let notice = room::table_notice(
        &room.words(),
        &tonight.view,
        number,
        &tonight.tonight.moves(number),
    );
    let club = html::AtClub {
        notice,
        closed: tonight.view.closed,
        round: tonight.mark(number),
        title: crate::t!(
            room.words(),
            "room-table-title",
            number = number,
            competition = room.competition.name.as_str()
        ),
    };
    super::page_with(&table, &query, Some(club)).await
}

/// The match table N plays now, or the answer when it plays none (409, or 404 for a table
/// the evening does not have).
async fn playing(room: &Arc<Room>, number: &str) -> Result<(Arc<Reading>, Arc<Table>), Response> {
    match at_table(room, number).await {
        Ok((tonight, Some(table))) => Ok((tonight, table)),
        Ok((_, None)) => Err(json_answer(Err(Refusal::with_status(
            409,
            "no-match",
            t!(
                room.words(),
                "room-api-no-match",
                number = number_of(number).unwrap_or_default()
            ),
        )))),
        Err(refusal) => Err(json_answer(Err(refusal))),
    }
}

/// `GET /t/N/live|report|manifest.webmanifest` and `/t/N/api/status|next`: `serve`'s
/// answers for the match table N plays now.
pub(super) async fn table_part(
    State(room): State<Arc<Room>>,
    UrlPath((number, part)): UrlPath<(String, String)>,
    Asked(query): Asked<KeyQuery>,
) -> Response {
    let table = match playing(&room, &number).await {
        Ok((_, table)) => State(table),
        Err(answer) => return answer,
    };
    match part.as_str() {
        "live" => super::live(table).await,
        "report" => super::report(table).await,
        "manifest.webmanifest" => super::manifest(table, Asked(query)).await,
        _ => not_found(&room),
    }
}

/// `GET /t/N/api/status|next|hand`.
pub(super) async fn table_api(
    State(room): State<Arc<Room>>,
    UrlPath((number, what)): UrlPath<(String, String)>,
    Asked(query): Asked<HandQuery>,
) -> Response {
    let table = match playing(&room, &number).await {
        Ok((_, table)) => State(table),
        Err(answer) => return answer,
    };
    match what.as_str() {
        "status" => super::status(table).await,
        "next" => super::next(table).await,
        "hand" => super::hand(table, Asked(query)).await,
        _ => not_found(&room),
    }
}

/// An address this server does not have (404).
pub(super) fn not_found(room: &Room) -> Response {
    json_answer(Err(Refusal::with_status(
        404,
        "not-found",
        t!(room.words(), "room-not-found"),
    )))
}

/// A match's updates, whichever match it is.
type Updates = std::pin::Pin<Box<dyn tokio_stream::Stream<Item = Update> + Send>>;

/// `GET /t/N/api/events`: the match's `update`s, and a `round` event when the table's match
/// changes (a draw) or its round closes: the page loads itself again.
pub(super) async fn table_events(
    State(room): State<Arc<Room>>,
    UrlPath(number): UrlPath<String>,
    Asked(query): Asked<SinceQuery>,
) -> Response {
    let (tonight, table) = match at_table(&room, &number).await {
        Ok(found) => found,
        Err(refusal) => return json_answer(Err(refusal)),
    };
    let number = number_of(&number).unwrap_or_default();
    let mark = tonight.mark(number);
    let watched = Arc::clone(&room);
    // A page made before a draw or a close it has not heard of is told at once.
    let already = query
        .round
        .as_ref()
        .filter(|shown| **shown != mark)
        .map(|_| mark.clone());
    // The table's mark now as its data: a browser drops an event without data.
    let later =
        tokio_stream::wrappers::BroadcastStream::new(room.feed.subscribe()).filter_map(move |_| {
            let now = watched.latest()?.mark(number);
            (now != mark).then_some(now)
        });
    let rounds = tokio_stream::iter(already)
        .chain(later)
        .map(|mark| Event::default().event("round").data(mark));
    let matches = match table {
        // Only a reading is sent (an empty version is none yet).
        Some(table) => Box::pin(
            table
                .feed
                .since(query.since.as_deref())
                .filter(|u| !u.version.is_empty()),
        ) as Updates,
        None => Box::pin(tokio_stream::empty()) as Updates,
    }
    .map(feed::event);
    let stream = matches.merge(rounds).map(Ok::<_, Infallible>);
    Sse::new(stream)
        .keep_alive(KeepAlive::default())
        .into_response()
}

/// A POST at table N: the key first (401), then the round (409 while the table plays no
/// match or its round is closed), then `serve`'s own change of that match.
pub(super) async fn table_change(
    State(room): State<Arc<Room>>,
    UrlPath((number, change)): UrlPath<(String, String)>,
    Asked(query): Asked<KeyQuery>,
    headers: HeaderMap,
    body: Body,
) -> Response {
    let what = match change.as_str() {
        "record" => Change::Record,
        "check" => Change::Check,
        "undo" => Change::Undo,
        "edit" => Change::Edit,
        "misdeal" => Change::Misdeal,
        _ => return not_found(&room),
    };
    let (tonight, table) = match playing(&room, &number).await {
        Ok(found) => found,
        Err(answer) => return answer,
    };
    if !table.authorized(&headers, &query) {
        return json_answer(Err(Refusal::with_status(
            401,
            "key-needed",
            t!(
                room.words(),
                "room-api-key-needed",
                number = number_of(&number).unwrap_or_default()
            ),
        )));
    }
    if tonight.view.closed && what != Change::Check {
        return json_answer(Err(Refusal::with_status(
            409,
            "round-closed",
            t!(
                room.words(),
                "room-api-round-closed",
                round = tonight.view.round,
                number = number_of(&number).unwrap_or_default()
            ),
        )));
    }
    // A table that has played its hands waits for the round to close.
    let finished = tonight
        .view
        .tables
        .iter()
        .find(|t| Some(t.number) == number_of(&number))
        .filter(|t| t.finished);
    if let (Change::Record, Some(done)) = (what, finished) {
        return json_answer(Err(super::club_refusal(
            &room.words(),
            &ClubError::TableFinished {
                table: done.number,
                round: tonight.view.round,
                hands: done.hands,
            },
        )));
    }
    // A page made for another draw of this table (a redraw, the next round) saves nothing.
    let made_for = query.round.as_deref().and_then(super::draw_of_mark);
    if let Some((round, _, file)) = made_for
        && table.path.file_name().and_then(|n| n.to_str()) != Some(file)
    {
        return json_answer(Err(super::club_refusal(
            &room.words(),
            &ClubError::DrawnAgain {
                table: number_of(&number).unwrap_or_default(),
                round,
            },
        )));
    }
    let answer = super::change(table, query, headers, body, what).await;
    if answer.status().is_success() && what != Change::Check {
        let _ = blocking(&room, |room| {
            room.publish();
            Ok(())
        })
        .await;
    }
    answer
}
