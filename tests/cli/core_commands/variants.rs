//! `variants`: the list, `show` and `check`.

use super::*;

const BUILT_INS: [&str; 5] = [
    "hartenjagen",
    "omnibus",
    "no-pass",
    "black-maria",
    "heart-hunter",
];

#[test]
fn variants_list_shows_the_five_built_ins() {
    let env = TestEnv::new();
    let stdout = env.ok(&["variants", "list"]);
    for name in BUILT_INS {
        assert_contains(&stdout, name);
    }
}

#[test]
fn variants_list_marks_a_user_variant_that_hides_a_built_in() {
    let env = TestEnv::new();
    env.write_variant(
        "omnibus",
        "name = \"omnibus\"\nextends = \"hartenjagen\"\ndescription = \"Our own omnibus\"\n\n[scoring.cards]\nJD = -5\n",
    );
    let stdout = env.ok(&["variants", "list"]);
    let line = stdout
        .lines()
        .find(|l| l.contains("omnibus"))
        .expect("omnibus is listed");
    assert_contains(line, "hides");
    assert_contains(line, "Our own omnibus");
}

#[test]
fn variants_list_reports_a_broken_user_variant_and_still_lists_the_others() {
    let env = TestEnv::new();
    env.write_variant(
        "broken",
        "name = \"broken\"\nextends = \"hartenjagen\"\ndescription = \"Broken\"\ncolour = \"red\"\n",
    );
    env.write_variant("choosy", CHOOSE_VARIANT);
    let stdout = env.ok(&["variants", "list"]);
    assert_contains(&stdout, "broken.toml");
    assert_contains(&stdout, "choosy");
    for name in BUILT_INS {
        assert_contains(&stdout, name);
    }
    env.ok(&["new", "--players", FOUR]);
}

#[test]
fn variants_show_prints_the_omnibus_file() {
    let env = TestEnv::new();
    let stdout = env.ok(&["variants", "show", "omnibus"]);
    assert_contains(&stdout, "name = \"omnibus\"");
    assert_contains(&stdout, "JD = -10");
}

#[test]
fn variants_check_accepts_a_good_file() {
    let env = TestEnv::new();
    let file = env.path("choosy.toml");
    fs::write(&file, CHOOSE_VARIANT).expect("cannot write a variant file");
    let stdout = env.ok(&["variants", "check", &file]);
    assert_contains(&stdout, "ok");
    let built_in = concat!(env!("CARGO_MANIFEST_DIR"), "/variants/black-maria.toml");
    env.ok(&["variants", "check", built_in]);
}

#[test]
fn variants_check_reports_an_unknown_key_with_file_line_and_column() {
    let env = TestEnv::new();
    let file = env.path("bad.toml");
    fs::write(
        &file,
        "name = \"bad\"\nextends = \"hartenjagen\"\ndescription = \"Bad\"\ncolour = \"red\"\n",
    )
    .expect("cannot write a variant file");
    let stderr = env.fails(&["variants", "check", &file]);
    assert!(stderr.starts_with("error: "), "{stderr}");
    assert_contains(&stderr, &format!("{file}:4:1"));
    assert_contains(&stderr, "colour");
}

#[test]
fn variants_check_reports_a_combination_of_one_item_and_a_declaration_without_cards_by_key() {
    let env = TestEnv::new();
    let file = env.path("tricky.toml");
    fs::write(
        &file,
        "name = \"tricky\"\nextends = \"slobberhannes\"\n\n[scoring.combo]\nitems = [\"QC\"]\npoints = 4\n\n[declare]\nname = \"capot\"\nneeds = []\n",
    )
    .expect("cannot write a variant file");
    let stderr = env.fails(&["variants", "check", &file]);
    assert_contains(&stderr, "scoring.combo.items");
    assert_contains(&stderr, "a combination needs at least two things");
    assert_contains(&stderr, "declare.needs");
    assert_contains(&stderr, "say which cards the declarer must take");

    fs::write(
        &file,
        "name = \"tricky\"\nextends = \"slobberhannes\"\n\n[scoring.combo]\nitems = [\"first\", \"2C\"]\npoints = 4\n",
    )
    .expect("cannot write a variant file");
    let stderr = env.fails(&["variants", "check", &file]);
    assert_contains(
        &stderr,
        &format!("{file}:5:1: scoring.combo.items: 2♣ is never in the deck"),
    );
    assert!(!stderr.contains("at least two"), "{stderr}");
}
