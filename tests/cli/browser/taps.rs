//! What a hand costs on a phone: nine taps and keys, a moon eleven.

use super::*;

/// Counts what a person does on the phone: a tap is one, a character one (the rulings of
/// the count: a field already focused costs nothing, a preview that appears by itself
/// nothing).
struct Counted<'a> {
    phone: &'a Client,
    count: usize,
}

impl Counted<'_> {
    async fn tap(&mut self, css: &str) {
        self.count += 1;
        self.phone
            .find(Locator::Css(css))
            .await
            .unwrap_or_else(|_| panic!("{css} is on the page"))
            .click()
            .await
            .expect("tapped");
    }

    /// Types into the field that has the focus.
    async fn keys(&mut self, text: &str) {
        self.count += text.chars().count();
        self.phone
            .active_element()
            .await
            .expect("a field has the focus")
            .send_keys(text)
            .await
            .expect("typed");
    }
}

#[test]
fn a_hand_on_a_phone_takes_nine_taps_and_keys_and_a_moon_eleven() {
    let Some(chromedriver) = chromedriver() else {
        return;
    };
    let env = started("hartenjagen", "Ann,Bob,Cas,Dee");
    let server = Server::start(&env, &env.match_file().display().to_string(), &[]);
    let moons = started("plain-hearts", "Ann,Bob,Cas,Dee");
    let moon_server = Server::start(&moons, &moons.match_file().display().to_string(), &[]);
    let driver = Driver::start(&chromedriver);
    let runtime = tokio::runtime::Builder::new_current_thread()
        .enable_all()
        .build()
        .expect("a runtime");
    runtime.block_on(async {
        let phone = browser(&driver, 360, 800, true).await;
        phone.goto(&server.table).await.expect("the table's page opens");
        let focused = "return document.activeElement && document.activeElement.dataset.player === 'Ann';";
        until(&phone, "Ann's field focused on load", focused).await;

        // A typical hand: Ann Q♠ and 3 hearts, Bob 5, Cas 2, Dee the rest.
        let mut hand = Counted { phone: &phone, count: 0 };
        hand.keys("qs 3").await;
        hand.tap("input[data-player=\"Bob\"]").await;
        hand.keys("5").await;
        hand.tap("input[data-player=\"Cas\"]").await;
        hand.keys("2").await;
        until(
            &phone,
            "the points by themselves",
            "return !document.getElementById('confirm').hidden && document.getElementById('preview').textContent.indexOf('Cas +2') >= 0;",
        )
        .await;
        hand.tap("#confirm").await;
        until(
            &phone,
            "hand 1 saved",
            "return document.getElementById('message').textContent === 'Hand 1 saved.';",
        )
        .await;
        assert!(hand.count <= 9, "a typical hand took {} taps and keys", hand.count);
        assert_eq!(env.status()["hands"].as_array().map(Vec::len), Some(1));
        until(&phone, "Ann's field focused for the next hand", focused).await;

        // Enter goes from field to field and never saves; on the last it shows the points.
        phone
            .active_element()
            .await
            .expect("Ann's field")
            .send_keys("5\u{E007}")
            .await
            .expect("typed");
        until(
            &phone,
            "Bob's field after Enter",
            "return document.activeElement.dataset.player === 'Bob';",
        )
        .await;
        for _ in 0..3 {
            phone
                .active_element()
                .await
                .expect("a field")
                .send_keys("\u{E007}")
                .await
                .expect("Enter");
        }
        until(
            &phone,
            "the points after Enter on the last field",
            "return !document.getElementById('preview').hidden && document.activeElement.id === 'confirm';",
        )
        .await;
        assert_eq!(env.status()["hands"].as_array().map(Vec::len), Some(1));

        // What was typed survives a reload, for the same hand.
        phone.refresh().await.expect("reloaded");
        until(
            &phone,
            "Ann's draft back",
            "return document.querySelector('input[data-player=\"Ann\"]').value === '5';",
        )
        .await;

        // Undo names the hand it removes.
        click(&phone, "undo").await;
        until(
            &phone,
            "the undo question",
            "return !document.getElementById('undo-ask').hidden;",
        )
        .await;
        assert_eq!(
            text(&phone, "#undo-ask-text").await,
            "Remove hand 1 (Ann dealt; Ann +16, Bob +5, Cas +2, Dee +3)?"
        );

        // A moon where the shooter chooses: the question in words, then Save.
        phone.goto(&moon_server.table).await.expect("the other table's page opens");
        until(&phone, "Ann's field focused on load", focused).await;
        let mut moon = Counted { phone: &phone, count: 0 };
        moon.keys("13").await;
        until(
            &phone,
            "the moon question",
            "return !document.getElementById('moon-ask').hidden;",
        )
        .await;
        assert_eq!(
            text(&phone, "#moon-question").await,
            "Ann shot the moon: how does it count? Everyone else +26, or Ann −26"
        );
        screenshot(&phone, "phone-moon-question.png").await;
        moon.tap("#moon-choices button:first-child").await;
        until(
            &phone,
            "the points of the moon",
            "return !document.getElementById('confirm').hidden;",
        )
        .await;
        assert!(text(&phone, "#preview").await.starts_with("Ann shot the moon. Hand 1:"));
        moon.tap("#confirm").await;
        until(
            &phone,
            "the moon saved",
            "return document.getElementById('message').textContent === 'Hand 1 saved.';",
        )
        .await;
        assert!(moon.count <= 11, "a moon hand took {} taps and keys", moon.count);
        assert_eq!(
            moons.status()["totals"],
            json!({"Ann": 0, "Bob": 26, "Cas": 26, "Dee": 26})
        );
        phone.close().await.expect("the phone's session ends");
    });
}
