//! Heart Hunter and Black Maria: phases, and the three-player deals.

use super::*;

#[test]
fn heart_hunter_quick_game_switches_to_phase_2_at_50_and_ends_at_0() {
    let env = TestEnv::new();
    env.ok(&[
        "new",
        "--variant",
        "heart-hunter",
        "--players",
        FOUR,
        "--quick",
    ]);
    let next = env.next();
    assert_eq!(next["first_lead"], "whoever holds 2♣");
    assert_eq!(next["pass"], "hold");
    assert_eq!(next["passes"], json!([]));
    assert_eq!(next["cards_each"], 13);
    assert_eq!(next["kitty"], 0);
    assert_eq!(next["phase"], 1);

    env.ok(&["record", "Ann=QS", "Bob=JC 3", "Cas=5", "Dee=5"]);
    assert_eq!(env.status()["phase"], 1);
    env.ok(&["record", "Ann=rest"]); // a phase-1 moon: the others +20
    env.ok(&["record", "Ann=rest"]);
    env.ok(&["record", "Ann=1", "Bob=QS", "Cas=JC 6", "Dee=6"]);
    let status = env.status();
    assert_eq!(
        status["totals"],
        json!({"Ann": 6, "Bob": 50, "Cas": 53, "Dee": 51})
    );
    assert_eq!(status["phase"], 2);
    assert_eq!(status["next"]["phase"], 2);
    assert_eq!(status["finished"], false);
    assert_eq!(status["hands"][1]["moon"], "Ann");
    assert_eq!(
        status["hands"][1]["points"],
        json!({"Ann": 0, "Bob": 20, "Cas": 20, "Dee": 20})
    );
    for hand in status["hands"].as_array().expect("hands") {
        assert_eq!(hand["phase"], 1);
    }

    env.ok(&["record", "Cas=rest"]); // a phase-2 moon: the shooter −20
    env.ok(&["record", "Bob=QS", "Dee=JC 13"]);
    env.ok(&["record", "Ann=QS JC", "Bob=13"]);
    let status = env.status();
    let hands = status["hands"].as_array().expect("hands");
    assert_eq!(hands.len(), 7);
    assert_eq!(hands[4]["phase"], 2);
    assert_eq!(hands[4]["moon"], "Cas");
    assert_eq!(
        hands[4]["points"],
        json!({"Ann": 0, "Bob": 0, "Cas": -20, "Dee": 0})
    );
    assert_eq!(
        hands[5]["points"],
        json!({"Ann": 0, "Bob": -5, "Cas": 0, "Dee": -15})
    );
    assert_eq!(
        status["totals"],
        json!({"Ann": -1, "Bob": 32, "Cas": 33, "Dee": 36})
    );
    assert_eq!(status["finished"], true);
    assert_eq!(status["winner"], "Ann");
    assert_eq!(status["phase"], 2);
    assert_eq!(status["next"], Value::Null);
}

#[test]
fn heart_hunter_with_three_players_deals_12_each_and_the_6c_leads() {
    let env = started("heart-hunter", "Ann,Bob,Cas");
    let next = env.next();
    assert_eq!(next["first_lead"], "whoever holds 6♣");
    assert_eq!(next["cards_each"], 12);
    assert_eq!(next["kitty"], 0);
    assert_eq!(next["pass"], "hold");
    assert_eq!(next["phase"], 1);
    env.ok(&["record", "Ann=QS", "Bob=JC", "Cas=9"]);
    assert_eq!(
        env.status()["totals"],
        json!({"Ann": 5, "Bob": 2, "Cas": 9})
    );
}

#[test]
fn black_maria_with_three_players_deals_17_and_always_passes_3_right() {
    let env = started("black-maria", "Ann,Bob,Cas");
    let players = ["Ann", "Bob", "Cas"];
    let hands: [&[&str]; 3] = [
        &["record", "Ann=QS", "Bob=KS AS", "Cas=rest"],
        &["record", "--renege", "Cas"],
        &["record", "--renege", "Ann"],
    ];
    for number in 1..=4 {
        let dealer = (number - 1) % 3;
        let next = env.next();
        assert_eq!(next["number"], number);
        assert_eq!(next["dealer"], players[dealer]);
        assert_eq!(next["pass"], "right", "hand {number}");
        assert_eq!(next["cards_each"], 17);
        assert_eq!(next["kitty"], 0);
        assert_eq!(
            next["first_lead"],
            format!("{} (left of the dealer)", players[(dealer + 1) % 3])
        );
        let passes: Vec<Value> = (0..3)
            .map(|seat| json!({"from": players[seat], "to": players[(seat + 2) % 3], "cards": 3}))
            .collect();
        assert_eq!(next["passes"], json!(passes), "hand {number}");
        if let Some(args) = hands.get(number - 1) {
            env.ok(args);
        }
    }
    assert_eq!(
        env.status()["totals"],
        json!({"Ann": 56, "Bob": 17, "Cas": 56})
    );
}
