//! What `record` must reject, each refusal leaving the file unchanged.

use super::*;

#[test]
fn record_rejects_an_unknown_player_name_and_leaves_the_file_unchanged() {
    let env = hartenjagen();
    let stderr = env.rejects(&["record", "Zed=QS", "Bob=13"]);
    assert_contains(&stderr, "Zed");
    let stderr = env.rejects(&["record", "--dealer", "Zed", "Ann=QS", "Bob=13"]);
    assert_contains(&stderr, "Zed");
}

#[test]
fn record_rejects_an_ambiguous_name_prefix_and_leaves_the_file_unchanged() {
    let env = started("hartenjagen", "Ann,Anna,Bob,Cas");
    let stderr = env.rejects(&["record", "an=QS", "Bob=13"]);
    assert_contains(&stderr, "Ann");
    assert_contains(&stderr, "Anna");
}

#[test]
fn record_rejects_an_unknown_token_and_leaves_the_file_unchanged() {
    let env = hartenjagen();
    let stderr = env.rejects(&["record", "Ann=QX", "Bob=QS 13"]);
    assert_contains(&stderr, "QX");
}

#[test]
fn record_rejects_the_2c_stripped_from_three_player_black_maria_and_leaves_the_file_unchanged() {
    let env = started("black-maria", "Ann,Bob,Cas");
    let stderr = env.rejects(&["record", "Ann=QS 2C", "Bob=KS AS", "Cas=13"]);
    assert_contains(&stderr, "2♣");
    assert_contains(&stderr, "not in this deck");
}

#[test]
fn record_rejects_a_5h_in_three_player_heart_hunter_and_leaves_the_file_unchanged() {
    let env = started("heart-hunter", "Ann,Bob,Cas");
    let stderr = env.rejects(&["record", "Ann=QS 5H", "Bob=JC", "Cas=rest"]);
    assert_contains(&stderr, "5♥");
    assert_contains(&stderr, "not in this deck");
}

#[test]
fn record_rejects_a_joker_where_the_deck_has_none_and_leaves_the_file_unchanged() {
    let env = hartenjagen();
    let stderr = env.rejects(&["record", "Ann=JK", "Bob=QS", "Cas=13"]);
    assert_contains(&stderr, "not in this deck");
    let stderr = env.rejects(&["record", "Ann=joker", "Bob=QS", "Cas=13"]);
    assert_contains(&stderr, "not in this deck");
}

#[test]
fn record_rejects_a_card_entered_twice_naming_the_card_and_the_players() {
    let env = hartenjagen();
    let stderr = env.rejects(&["record", "Ann=QS", "Bob=qs 13"]);
    assert_contains(&stderr, "Q♠");
    assert_contains(&stderr, "Ann");
    assert_contains(&stderr, "Bob");
    let stderr = env.rejects(&["record", "Cas=QS Q♠", "Bob=13"]);
    assert_contains(&stderr, "Q♠");
    assert_contains(&stderr, "Cas");
}

#[test]
fn record_rejects_a_card_that_scores_nothing_and_leaves_the_file_unchanged() {
    let env = hartenjagen();
    let stderr = env.rejects(&["record", "Ann=QS 2C", "Bob=13"]);
    assert_contains(&stderr, "2♣");
    assert_contains(&stderr, "scores nothing");
}

#[test]
fn record_rejects_totals_that_do_not_add_up_and_says_what_is_missing_or_extra() {
    let env = hartenjagen();
    let stderr = env.rejects(&["record", "Ann=QS", "Bob=12"]);
    assert_contains(&stderr, "hearts: 12 entered, the deck has 13");
    let stderr = env.rejects(&["record", "Bob=13"]);
    assert_contains(&stderr, "nobody took Q♠");
    let stderr = env.rejects(&["record", "Ann=QS 7", "Bob=7"]);
    assert_contains(&stderr, "hearts: 14 entered, the deck has 13");
}

#[test]
fn record_with_no_cards_and_no_renege_fails_the_totals_check() {
    let env = hartenjagen();
    let stderr = env.rejects(&["record"]);
    assert_contains(&stderr, "nobody took Q♠");
}

#[test]
fn record_rejects_a_player_named_twice_and_leaves_the_file_unchanged() {
    let env = hartenjagen();
    let stderr = env.rejects(&["record", "Ann=QS", "Bob=6", "ann=7"]);
    assert_contains(&stderr, "Ann");
}

#[test]
fn record_rejects_rest_for_two_players_and_leaves_the_file_unchanged() {
    let env = hartenjagen();
    let stderr = env.rejects(&["record", "Ann=QS", "Bob=rest", "Cas=rest"]);
    assert_contains(&stderr, "rest");
}

#[test]
fn record_rejects_moon_flag_in_a_variant_where_the_shooter_has_no_choice() {
    let env = hartenjagen();
    let stderr = env.rejects(&["record", "--moon", "add", "Ann=rest"]);
    assert_contains(&stderr, "--moon");
    let stderr = env.rejects(&["record", "--moon", "subtract", "Ann=QS", "Bob=13"]);
    assert_contains(&stderr, "--moon");
}

#[test]
fn record_rejects_moon_flag_on_a_hand_that_is_not_a_moon() {
    let env = TestEnv::new();
    env.write_variant("choosy", CHOOSE_VARIANT);
    env.ok(&["new", "--variant", "choosy", "--players", FOUR]);
    let stderr = env.rejects(&["record", "--moon", "add", "Ann=QS", "Bob=13"]);
    assert_contains(&stderr, "--moon");
}

#[test]
fn record_rejects_out_in_a_one_pack_variant_and_leaves_the_file_unchanged() {
    let env = hartenjagen();
    let stderr = env.rejects(&["record", "--out", "2H", "Ann=QS", "Bob=12"]);
    assert_contains(&stderr, "--out");
}

#[test]
fn record_rejects_cards_given_with_renege_and_leaves_the_file_unchanged() {
    let env = hartenjagen();
    let stderr = env.rejects(&["record", "--renege", "Ann", "Bob=QS 13"]);
    assert_contains(&stderr, "renege");
}

#[test]
fn record_reports_the_first_rule_a_token_breaks() {
    let env = hartenjagen();
    let stderr = env.rejects(&["record", "Ann=QX QX", "Bob=QS 13"]);
    assert_contains(&stderr, "QX");
    let stderr = env.rejects(&["record", "Ann=2C 2C", "Bob=QS 13"]);
    assert_contains(&stderr, "scores nothing");
    let env = started("black-maria", "Ann,Bob,Cas");
    let stderr = env.rejects(&["record", "Ann=2C 2C", "Bob=QS KS AS", "Cas=13"]);
    assert_contains(&stderr, "not in this deck");
}
