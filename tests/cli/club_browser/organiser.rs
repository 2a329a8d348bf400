//! The organiser's page: a draw made there answers with seven tabs of one browser open.

use super::*;

/// Opens `path` of the room in a new tab of `client`'s browser and waits until it is loaded
/// (a page load that waits for a free connection fails after the session's 20 s).
async fn in_new_tab(client: &Client, room: &Room, path: &str) -> fantoccini::wd::WindowHandle {
    let tab = client.new_window(true).await.expect("a new tab").handle;
    client
        .switch_to_window(tab.clone())
        .await
        .expect("to the new tab");
    client
        .goto(&format!("{}{}", room.base, path.trim_start_matches('/')))
        .await
        .unwrap_or_else(|e| panic!("{path} did not load in a new tab: {e}"));
    tab
}

#[test]
fn a_draw_from_the_organisers_page_answers_with_seven_tabs_of_one_browser_open() {
    let Some(chromedriver) = chromedriver() else {
        return;
    };
    // A browser keeps at most six connections to one server and every live page holds one:
    // a page that is not shown lets go of its live feed, so the tab in front can still ask.
    let env = evening_of(&EIGHT, 2);
    let room = Room::start(&env);
    let driver = Driver::start(&chromedriver);
    runtime().block_on(async {
        let laptop = screen(&driver, 1366, 768).await;
        laptop
            .update_timeouts(fantoccini::wd::TimeoutConfiguration::new(
                Some(Duration::from_secs(20)),
                Some(Duration::from_secs(20)),
                Some(Duration::from_secs(0)),
            ))
            .await
            .expect("the timeouts");
        laptop
            .goto(&format!("{}admin?key={}", room.base, room.organiser))
            .await
            .expect("the organiser's page");
        let organiser = laptop.window().await.expect("the organiser's tab");
        let mut tabs = Vec::new();
        for path in ["/", "/me", "/t/1", "/t/2", "/", "/me?name=Ann"] {
            tabs.push(in_new_tab(&laptop, &room, path).await);
        }
        assert_eq!(laptop.windows().await.expect("the tabs").len(), 7);
        laptop
            .switch_to_window(organiser)
            .await
            .expect("back to the organiser's tab");
        until(
            &laptop,
            "the organiser's tab shown",
            "return document.visibilityState === 'visible';",
        )
        .await;
        laptop
            .find(Locator::Css("form[data-action=draw] button[type=submit]"))
            .await
            .expect("the draw button")
            .click()
            .await
            .expect("clicked");
        until(
            &laptop,
            "the draw's answer (no \"One moment…\" hang)",
            "return document.readyState === 'complete' && document.querySelector('form[data-action=close]') !== null;",
        )
        .await;
        assert_eq!(room.evening()["round"], json!(1), "round 1 drawn");
        // The room's tab, hidden during the draw, catches up when it is shown again.
        laptop
            .switch_to_window(tabs[0].clone())
            .await
            .expect("to the room's tab");
        until(
            &laptop,
            "the draw on the room's tab shown again",
            "return document.querySelectorAll('.room-table').length === 2;",
        )
        .await;
        laptop.close().await.expect("the session ends");
    });
}
