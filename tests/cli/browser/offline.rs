//! A save while the server is down: nothing was saved, and the notice is in sight.

use super::*;

#[test]
fn a_save_while_the_server_is_down_says_nothing_was_saved_and_the_notice_is_in_sight() {
    let Some(chromedriver) = chromedriver() else {
        return;
    };
    let (env, file) = long_match("hartenjagen", "Ann,Bob,Cas,Dee", 3);
    let mut server = Server::start(&env, &file, &[]);
    let driver = Driver::start(&chromedriver);
    let runtime = tokio::runtime::Builder::new_current_thread()
        .enable_all()
        .build()
        .expect("a runtime");
    runtime.block_on(async {
        let phone = browser(&driver, 360, 740, true).await;
        phone.goto(&server.table).await.expect("the table's page");
        type_and_show_points(&phone, "QS 5").await;
        server.stop();
        until(
            &phone,
            "the connection's notice",
            "return !document.getElementById('offline').hidden;",
        )
        .await;
        // The user is at Save, the form filling the screen: the notice is in sight.
        let seen = phone
            .execute(
                r#"document.getElementById('confirm').scrollIntoView({block: 'center'});
const box = document.getElementById('offline').getBoundingClientRect();
const save = document.getElementById('confirm').getBoundingClientRect();
return { top: box.top, bottom: box.bottom, height: innerHeight, save_bottom: save.bottom };"#,
                vec![],
            )
            .await
            .expect("measured");
        assert!(
            number(&seen, "top") >= 0.0 && number(&seen, "bottom") <= number(&seen, "height"),
            "the notice is out of sight: {seen}"
        );
        assert!(
            number(&seen, "save_bottom") <= number(&seen, "top"),
            "the notice covers Save: {seen}"
        );
        screenshot(&phone, "phone-360-server-down-notice.png").await;
        click(&phone, "confirm").await;
        let said: String = phone
            .execute(
                "return JSON.parse(document.getElementById('table-data').textContent).words.notSent;",
                vec![],
            )
            .await
            .expect("the words")
            .as_str()
            .unwrap_or_default()
            .to_string();
        assert!(said.contains("nothing was saved"), "{said}");
        until(
            &phone,
            "nothing was saved",
            &format!(
                "return document.getElementById('message').textContent === {};",
                json!(said)
            ),
        )
        .await;
        assert!(!text(&phone, "#message").await.contains("may or may not"));
        // What was typed stays.
        assert_eq!(field(&phone, "Ann").await, "QS 5");
        phone.close().await.expect("the phone's session ends");
    });
}
