//! The layers' order, pinned (issue 38, "straight arrows"): every `crate::` and `super::` path
//! in the production code is an arrow from its file to the file of the module it names. No
//! arrow may point into a higher layer, and no arrows may close a circle between files. Today's
//! exceptions are listed in [`KNOWN`]; the test also fails when one of them no longer occurs,
//! so that the list only shrinks.
//!
//! A small reader of our own, not a Rust parser: comments, strings and `#[cfg(test)]` items are
//! blanked out, test modules are not followed, and a path names the deepest module file it
//! reaches (a re-export counts as an arrow to the file that re-exports). A module and the
//! modules inside it are one room: `use super::X` in a child and `use child::Y` in its parent
//! are no circle.

use std::collections::{BTreeMap, BTreeSet};
use std::fs;
use std::path::{Path, PathBuf};

/// The layers, lowest first, by a file's top folder (or its name at the top of `src/`): a file
/// may use its own layer and those before it. The core knows the games; `input` reads typed
/// hands; `store` keeps the files; `words` says everything in sentences (it says the store's
/// and the input's errors, so it sits above them); `ui` prints; `play` runs the table; `cli`
/// holds the argument types the commands take; `act` is the work every door shares (the
/// context, the typed error and its words, the organiser's actions); `commands` are the
/// command line's door and `serve` the web's; `app` turns the arguments into commands;
/// `lib.rs` and `main.rs` only declare and start.
///
/// The engine's layers are in `src/engine/` (`engine/core/…` is the layer `core`), named at
/// the crate's root too (`pub use engine::{core, …}` in `lib.rs`); an engine file may use no
/// file outside the engine (issue 39: the engine stands on its own).
const LAYERS: &[&str] = &[
    "engine", "core", "input", "format", "store", "words", "view", "page", "ui", "play", "cli",
    "act", "commands", "serve", "app.rs", "lib.rs", "main.rs",
];

/// Layers that are two doors side by side, though [`LAYERS`] lists one before the other:
/// neither may use the other (issue 38: "`serve` no longer imports `commands`"). What both
/// need is in `act`, below them.
const APART: &[(&str, &str)] = &[("serve", "commands"), ("commands", "serve")];

/// Arrows against the order allowed for a while, each (from-file, to-file) as paths under
/// `src/`, with a comment saying why and what will remove it: none since issue 38 straightened
/// the last ones. The test fails when a listed one no longer occurs, so the list only shrinks.
const KNOWN: &[(&str, &str)] = &[];

/// One arrow: from a file to the file a path names, with the path and its line.
#[derive(Clone, Debug)]
struct Arrow {
    from: String,
    to: String,
    path: String,
    line: usize,
}

#[test]
fn no_file_uses_a_higher_layer_and_no_files_make_a_circle() {
    let src = Path::new(env!("CARGO_MANIFEST_DIR")).join("src");
    let arrows = arrows(&src);
    assert!(
        arrows.len() > 500,
        "the reader found only {} arrows: it no longer reads the code",
        arrows.len()
    );
    let known: BTreeSet<(String, String)> = KNOWN
        .iter()
        .map(|(a, b)| (a.to_string(), b.to_string()))
        .collect();
    let mut problems = Vec::new();
    for (from, to) in &known {
        if !arrows.iter().any(|a| &a.from == from && &a.to == to) {
            problems.push(format!(
                "{from} → {to} is listed in KNOWN but no longer occurs: take it out of the list"
            ));
        }
    }
    let kept: Vec<&Arrow> = arrows
        .iter()
        .filter(|a| !known.contains(&(a.from.clone(), a.to.clone())))
        .collect();
    for arrow in &kept {
        let (from, to) = (layer(&arrow.from), layer(&arrow.to));
        if to > from {
            problems.push(format!(
                "{}:{} uses {} ({}): {} is above {}",
                arrow.from, arrow.line, arrow.path, arrow.to, LAYERS[to], LAYERS[from]
            ));
        }
        if arrow.from.starts_with("engine/") && !arrow.to.starts_with("engine/") {
            problems.push(format!(
                "{}:{} uses {} ({}): the engine uses nothing outside src/engine",
                arrow.from, arrow.line, arrow.path, arrow.to
            ));
        }
        if APART.contains(&(LAYERS[from], LAYERS[to])) {
            problems.push(format!(
                "{}:{} uses {} ({}): {} and {} are doors side by side; move what both need \
                 into act",
                arrow.from, arrow.line, arrow.path, arrow.to, LAYERS[from], LAYERS[to]
            ));
        }
    }
    for circle in circles(&kept) {
        let said: Vec<String> = circle
            .iter()
            .map(|a| format!("{}:{} uses {} ({})", a.from, a.line, a.path, a.to))
            .collect();
        problems.push(format!("a circle of files: {}", said.join("; ")));
    }
    assert!(problems.is_empty(), "{}", problems.join("\n"));
}

#[test]
fn the_engine_touches_no_file_terminal_network_thread_environment_or_clock() {
    let src = Path::new(env!("CARGO_MANIFEST_DIR")).join("src");
    let outside = [
        "std::fs",
        "std::env",
        "std::thread",
        "std::net",
        "std::process",
        "std::io::stdin",
        "std::io::stdout",
        "std::io::stderr",
        "Local::now",
        "Utc::now",
        "SystemTime::now",
        "Instant::now",
        "println!",
        "eprintln!",
    ];
    let mut found = Vec::new();
    let mut read = 0;
    for source in sources(&src) {
        if !source.file.starts_with("engine/") {
            continue;
        }
        read += 1;
        let text = blank(&self::read(&src.join(&source.file)));
        for (number, line) in text.lines().enumerate() {
            for word in outside {
                if line.contains(word) {
                    found.push(format!("{}:{} uses {word}", source.file, number + 1));
                }
            }
        }
    }
    assert!(read > 50, "only {read} engine files were read");
    assert!(
        found.is_empty(),
        "the engine reaches outside:\n{}",
        found.join("\n")
    );
}

#[test]
fn the_reader_sees_an_arrow_through_a_use_tree_and_skips_comments_strings_and_tests() {
    let text = "//! [`crate::ui::x`]\nuse crate::core::{cards::Card, game::{self, Match}};\n\
                fn f() { let s = \"crate::store::x\"; crate::words::t(); }\n\
                #[cfg(test)]\nmod tests {\n    use crate::play::x;\n}\n";
    let found = paths(&blank(text), &[]);
    let said: Vec<String> = found.iter().map(|(p, _)| p.join("::")).collect();
    assert_eq!(
        said,
        [
            "crate::core::cards::Card",
            "crate::core::game",
            "crate::core::game::Match",
            "crate::words::t"
        ]
    );
    assert_eq!(found[0].1, 2);
    assert_eq!(found[3].1, 3);
}

/// A file's layer: its place in [`LAYERS`].
fn layer(file: &str) -> usize {
    let inside = match file.strip_prefix("engine/") {
        Some("mod.rs") => "engine",
        Some(rest) => rest,
        None => file,
    };
    let top = inside.split('/').next().unwrap_or(inside);
    LAYERS
        .iter()
        .position(|l| *l == top)
        .unwrap_or_else(|| panic!("{file} is in no layer: add its folder to LAYERS"))
}

/// A production file: its path under `src/` and its module path.
struct Source {
    file: String,
    module: Vec<String>,
}

/// Every production file, found from `lib.rs` and `main.rs` by their `mod` declarations
/// (those under `#[cfg(test)]` are not followed).
fn sources(src: &Path) -> Vec<Source> {
    let mut found = vec![Source {
        file: "main.rs".into(),
        module: Vec::new(),
    }];
    let mut queue = vec![("lib.rs".to_string(), Vec::<String>::new())];
    while let Some((file, module)) = queue.pop() {
        let text = blank(&read(&src.join(&file)));
        for child in children(&text) {
            let mut path = module.clone();
            path.push(child.clone());
            let Some(child_file) = child_file(src, &file, &child) else {
                panic!("{file} declares mod {child} but neither file exists");
            };
            queue.push((child_file, path));
        }
        found.push(Source { file, module });
    }
    found.sort_by(|a, b| a.file.cmp(&b.file));
    found
}

fn read(path: &Path) -> String {
    fs::read_to_string(path).unwrap_or_else(|e| panic!("cannot read {}: {e}", path.display()))
}

/// The folder a file's child modules are in: beside `lib.rs` and `mod.rs`, else in a folder
/// named after the file.
fn child_dir(file: &str) -> PathBuf {
    let path = Path::new(file);
    let dir = path.parent().unwrap_or(Path::new("")).to_path_buf();
    match path.file_name().and_then(|n| n.to_str()) {
        Some("lib.rs" | "mod.rs" | "main.rs") => dir,
        _ => dir.join(path.file_stem().unwrap_or_default()),
    }
}

/// The file of module `child` declared in `file`, as a path under `src/`.
fn child_file(src: &Path, file: &str, child: &str) -> Option<String> {
    let dir = child_dir(file);
    [
        dir.join(format!("{child}.rs")),
        dir.join(child).join("mod.rs"),
    ]
    .into_iter()
    .find(|p| src.join(p).is_file())
    .map(|p| p.to_string_lossy().replace('\\', "/"))
}

/// The modules a file declares as `mod name;` (test modules are blanked out already).
fn children(text: &str) -> Vec<String> {
    let tokens = tokens(text);
    let mut found = Vec::new();
    for i in 0..tokens.len().saturating_sub(2) {
        if tokens[i].0 == "mod" && tokens[i + 2].0 == ";" && is_ident(&tokens[i + 1].0) {
            found.push(tokens[i + 1].0.clone());
        }
    }
    found
}

/// Every arrow of the production code, between two different rooms.
fn arrows(src: &Path) -> Vec<Arrow> {
    let sources = sources(src);
    let macros = exported_macros(src, &sources);
    let mut arrows = Vec::new();
    for source in &sources {
        let text = blank(&read(&src.join(&source.file)));
        let root = if source.file == "main.rs" {
            "hartenjagen"
        } else {
            "crate"
        };
        for (path, line) in paths(&text, &source.module) {
            if path[0] != root {
                continue;
            }
            let mut absolute: Vec<String> = path.iter().skip(1).cloned().collect();
            let to = match (absolute.len(), macros.get(&absolute[..])) {
                (1, Some(file)) => file.clone(),
                _ => resolve(src, &mut absolute),
            };
            let to_module = sources
                .iter()
                .find(|s| s.file == to)
                .map(|s| s.module.clone())
                .unwrap_or_default();
            let same_room = source.file != "main.rs"
                && (to_module.starts_with(&source.module) || source.module.starts_with(&to_module));
            if to != source.file && !same_room {
                arrows.push(Arrow {
                    from: source.file.clone(),
                    to,
                    path: path.join("::"),
                    line,
                });
            }
        }
    }
    arrows
}

/// The `#[macro_export]` macros, which are named at the crate's root, with their files.
fn exported_macros(src: &Path, sources: &[Source]) -> BTreeMap<Vec<String>, String> {
    let mut found = BTreeMap::new();
    for source in sources {
        let text = read(&src.join(&source.file));
        let mut lines = text.lines();
        while let Some(line) = lines.next() {
            if line.trim() == "#[macro_export]" {
                let next = lines.next().unwrap_or_default();
                if let Some(name) = next.trim().strip_prefix("macro_rules!") {
                    let name = name.trim().trim_end_matches('{').trim();
                    found.insert(vec![name.to_string()], source.file.clone());
                }
            }
        }
    }
    found
}

/// The engine's modules the crate's root names as its own (`pub use engine::{core, …};` in
/// `lib.rs`).
fn engine_at_root(src: &Path) -> Vec<String> {
    let lib = read(&src.join("lib.rs"));
    let Some(list) = lib
        .split("pub use engine::{")
        .nth(1)
        .and_then(|rest| rest.split('}').next())
    else {
        return Vec::new();
    };
    list.split(',')
        .map(|name| name.trim().to_string())
        .collect()
}

/// The deepest module file an absolute module path reaches, from `lib.rs` (an engine module
/// named at the root is followed into `engine/`).
fn resolve(src: &Path, path: &mut [String]) -> String {
    let mut file = "lib.rs".to_string();
    if path
        .first()
        .is_some_and(|first| engine_at_root(src).contains(first))
    {
        file = "engine/mod.rs".to_string();
    }
    for segment in path.iter() {
        match child_file(src, &file, segment) {
            Some(child) => file = child,
            None => break,
        }
    }
    file
}

/// The paths in a file's code (blanked), made absolute: each starts with `crate` (`super` and
/// `self` resolved against `module`, the file's module path, and the inline modules around
/// it), or `hartenjagen` in the binary. Paths that start elsewhere are left out. With the line
/// each starts on.
fn paths(text: &str, module: &[String]) -> Vec<(Vec<String>, usize)> {
    let tokens = tokens(text);
    let mut found = Vec::new();
    // The inline modules open at this point, with the depth of braces each opened at.
    let mut inline: Vec<(String, usize)> = Vec::new();
    let mut depth = 0;
    let mut i = 0;
    while i < tokens.len() {
        let here = |inline: &[(String, usize)]| -> Vec<String> {
            let mut m = module.to_vec();
            m.extend(inline.iter().map(|(n, _)| n.clone()));
            m
        };
        match tokens[i].0.as_str() {
            "{" => depth += 1,
            "}" => {
                depth -= 1;
                if inline.last().is_some_and(|(_, d)| *d == depth) {
                    inline.pop();
                }
            }
            "mod" if tokens.get(i + 2).is_some_and(|t| t.0 == "{") => {
                inline.push((tokens[i + 1].0.clone(), depth));
            }
            "use" => {
                let mut trees = Vec::new();
                let end = use_tree(&tokens, i + 1, Vec::new(), &mut trees);
                for path in trees {
                    if let Some(path) = absolute(path, &here(&inline)) {
                        found.push((path, tokens[i].1));
                    }
                }
                i = end;
                continue;
            }
            "crate" | "super" | "self" | "hartenjagen"
                if tokens.get(i + 1).is_some_and(|t| t.0 == "::")
                    && (i == 0 || tokens[i - 1].0 != "::") =>
            {
                let line = tokens[i].1;
                let mut path = vec![tokens[i].0.clone()];
                let mut j = i + 1;
                while j + 1 < tokens.len() && tokens[j].0 == "::" && is_ident(&tokens[j + 1].0) {
                    path.push(tokens[j + 1].0.clone());
                    j += 2;
                }
                if let Some(path) = absolute(path, &here(&inline)) {
                    found.push((path, line));
                }
                i = j;
                continue;
            }
            _ => {}
        }
        i += 1;
    }
    found
}

/// A path made absolute against the module it is written in; none unless it starts with
/// `crate`, `super`, `self` or `hartenjagen`.
fn absolute(path: Vec<String>, module: &[String]) -> Option<Vec<String>> {
    let first = path.first()?;
    match first.as_str() {
        "crate" | "hartenjagen" => Some(path),
        "super" | "self" => {
            let mut base = module.to_vec();
            let mut rest = path.as_slice();
            while let Some((head, tail)) = rest.split_first() {
                match head.as_str() {
                    "super" => {
                        base.pop()?;
                    }
                    "self" => {}
                    _ => break,
                }
                rest = tail;
            }
            let mut out = vec!["crate".to_string()];
            out.extend(base);
            out.extend(rest.iter().cloned());
            Some(out)
        }
        _ => None,
    }
}

/// Reads a `use` tree from token `at` (after `use`, or inside braces) with the segments before
/// it, adding every path it names (a group's `self` names the group's path); returns the token
/// after the tree's end (`;` or the `,` or `}` that ends it).
fn use_tree(
    tokens: &[(String, usize)],
    mut at: usize,
    mut prefix: Vec<String>,
    out: &mut Vec<Vec<String>>,
) -> usize {
    while at < tokens.len() {
        let token = tokens[at].0.as_str();
        match token {
            "::" => at += 1,
            "{" => {
                at += 1;
                loop {
                    if tokens.get(at).is_some_and(|t| t.0 == "}") {
                        at += 1;
                        break;
                    }
                    at = use_tree(tokens, at, prefix.clone(), out);
                    match tokens.get(at).map(|t| t.0.as_str()) {
                        Some(",") => at += 1,
                        Some("}") => {
                            at += 1;
                            break;
                        }
                        _ => break,
                    }
                }
                return skip_to_end(tokens, at);
            }
            "*" => {
                out.push(prefix);
                return skip_to_end(tokens, at + 1);
            }
            "self" if !prefix.is_empty() => {
                out.push(prefix);
                // `self as name` names the module too.
                let past = match tokens.get(at + 1).map(|t| t.0.as_str()) {
                    Some("as") => at + 3,
                    _ => at + 1,
                };
                return skip_to_end(tokens, past);
            }
            "as" => {
                out.push(prefix);
                return skip_to_end(tokens, at + 2);
            }
            ";" | "," | "}" => {
                if !prefix.is_empty() {
                    out.push(prefix);
                }
                return if token == ";" { at + 1 } else { at };
            }
            _ if is_ident(token) => {
                prefix.push(token.to_string());
                at += 1;
            }
            _ => return at + 1,
        }
    }
    at
}

/// The token after a tree's end: past a `;`, or at the `,` or `}` that ends it.
fn skip_to_end(tokens: &[(String, usize)], at: usize) -> usize {
    match tokens.get(at).map(|t| t.0.as_str()) {
        Some(";") => at + 1,
        _ => at,
    }
}

fn is_ident(token: &str) -> bool {
    token
        .chars()
        .next()
        .is_some_and(|c| c.is_alphabetic() || c == '_')
}

/// The tokens of blanked code, each with its line: identifiers, `::`, and single characters.
fn tokens(text: &str) -> Vec<(String, usize)> {
    let chars: Vec<char> = text.chars().collect();
    let mut out = Vec::new();
    let (mut i, mut line) = (0, 1);
    while i < chars.len() {
        let c = chars[i];
        if c == '\n' {
            line += 1;
            i += 1;
        } else if c.is_whitespace() {
            i += 1;
        } else if c.is_alphanumeric() || c == '_' {
            let start = i;
            while i < chars.len() && (chars[i].is_alphanumeric() || chars[i] == '_') {
                i += 1;
            }
            out.push((chars[start..i].iter().collect(), line));
        } else if c == ':' && chars.get(i + 1) == Some(&':') {
            out.push(("::".into(), line));
            i += 2;
        } else {
            out.push((c.to_string(), line));
            i += 1;
        }
    }
    out
}

/// The code of a file with comments, string and character literals, and every
/// `#[cfg(test)]` item blanked out (newlines kept, so lines still count).
fn blank(text: &str) -> String {
    let chars: Vec<char> = text.chars().collect();
    let mut out: Vec<char> = Vec::with_capacity(chars.len());
    let mut i = 0;
    let keep = |c: char| if c == '\n' { '\n' } else { ' ' };
    while i < chars.len() {
        let c = chars[i];
        let next = chars.get(i + 1).copied();
        if c == '/' && next == Some('/') {
            while i < chars.len() && chars[i] != '\n' {
                out.push(' ');
                i += 1;
            }
        } else if c == '/' && next == Some('*') {
            let mut nested = 0;
            while i < chars.len() {
                if chars[i] == '/' && chars.get(i + 1) == Some(&'*') {
                    nested += 1;
                    out.extend([' ', ' ']);
                    i += 2;
                } else if chars[i] == '*' && chars.get(i + 1) == Some(&'/') {
                    nested -= 1;
                    out.extend([' ', ' ']);
                    i += 2;
                    if nested == 0 {
                        break;
                    }
                } else {
                    out.push(keep(chars[i]));
                    i += 1;
                }
            }
        } else if c == 'r'
            && (next == Some('"') || next == Some('#'))
            && !chars[..i]
                .last()
                .is_some_and(|p| p.is_alphanumeric() || *p == '_')
        {
            // A raw string: r"…", r#"…"#.
            let mut j = i + 1;
            let mut hashes = 0;
            while chars.get(j) == Some(&'#') {
                hashes += 1;
                j += 1;
            }
            if chars.get(j) != Some(&'"') {
                out.push(c);
                i += 1;
                continue;
            }
            j += 1;
            while j < chars.len() {
                if chars[j] == '"' && (0..hashes).all(|h| chars.get(j + 1 + h) == Some(&'#')) {
                    j += 1 + hashes;
                    break;
                }
                j += 1;
            }
            out.extend(chars[i..j.min(chars.len())].iter().map(|&c| keep(c)));
            i = j;
        } else if c == '"' {
            let mut j = i + 1;
            while j < chars.len() && chars[j] != '"' {
                j += if chars[j] == '\\' { 2 } else { 1 };
            }
            let j = (j + 1).min(chars.len());
            out.extend(chars[i..j].iter().map(|&c| keep(c)));
            i = j;
        } else if c == '\'' {
            // A character literal ('x', '\n', '\''), not a lifetime ('a).
            let end = if next == Some('\\') {
                (i + 2..chars.len()).find(|&k| chars[k] == '\'')
            } else if chars.get(i + 2) == Some(&'\'') {
                Some(i + 2)
            } else {
                None
            };
            match end {
                Some(end) => {
                    out.extend(chars[i..=end].iter().map(|&c| keep(c)));
                    i = end + 1;
                }
                None => {
                    out.push(c);
                    i += 1;
                }
            }
        } else {
            out.push(c);
            i += 1;
        }
    }
    blank_tests(&out.into_iter().collect::<String>())
}

/// Blanks every item under `#[cfg(test)]`: up to its `;`, or its braces' end.
fn blank_tests(code: &str) -> String {
    let mut chars: Vec<char> = code.chars().collect();
    let marker: Vec<char> = "#[cfg(test)]".chars().collect();
    let mut i = 0;
    while i + marker.len() <= chars.len() {
        if chars[i..i + marker.len()] != marker[..] {
            i += 1;
            continue;
        }
        let start = i;
        let mut j = i + marker.len();
        let mut depth = 0;
        while j < chars.len() {
            match chars[j] {
                '{' => depth += 1,
                '}' => {
                    depth -= 1;
                    if depth == 0 {
                        j += 1;
                        break;
                    }
                }
                ';' if depth == 0 => {
                    j += 1;
                    break;
                }
                _ => {}
            }
            j += 1;
        }
        for c in &mut chars[start..j.min(code.chars().count())] {
            if *c != '\n' {
                *c = ' ';
            }
        }
        i = j;
    }
    chars.into_iter().collect()
}

/// The circles of files, one each: the arrows of every strongly connected set of files
/// (Tarjan's algorithm) of more than one file, as one round from its first file.
fn circles<'a>(arrows: &[&'a Arrow]) -> Vec<Vec<&'a Arrow>> {
    let mut next: BTreeMap<&str, Vec<&'a Arrow>> = BTreeMap::new();
    for arrow in arrows {
        next.entry(arrow.from.as_str()).or_default().push(arrow);
        next.entry(arrow.to.as_str()).or_default();
    }
    let files: Vec<&str> = next.keys().copied().collect();
    let index_of: BTreeMap<&str, usize> = files.iter().enumerate().map(|(i, f)| (*f, i)).collect();
    let edges: Vec<Vec<usize>> = files
        .iter()
        .map(|f| next[f].iter().map(|a| index_of[a.to.as_str()]).collect())
        .collect();
    let sets = tarjan(&edges);
    let mut found = Vec::new();
    for set in sets.into_iter().filter(|s| s.len() > 1) {
        let inside: BTreeSet<usize> = set.iter().copied().collect();
        // Walk from the set's first file, always to a file of the set not yet seen, back to it.
        let start = *inside.iter().next().unwrap_or(&0);
        if let Some(round) = round_from(start, &inside, &edges) {
            let mut said = Vec::new();
            for pair in round.windows(2) {
                let arrow = next[files[pair[0]]]
                    .iter()
                    .find(|a| index_of[a.to.as_str()] == pair[1]);
                said.extend(arrow.copied());
            }
            found.push(said);
        }
    }
    found
}

/// A round from `start` back to it through files of `inside` (a depth-first search).
fn round_from(start: usize, inside: &BTreeSet<usize>, edges: &[Vec<usize>]) -> Option<Vec<usize>> {
    let mut path = vec![start];
    let mut seen = BTreeSet::from([start]);
    let mut at = vec![0usize];
    while let Some(&file) = path.last() {
        let k = at.last_mut()?;
        if *k >= edges[file].len() {
            path.pop();
            at.pop();
            continue;
        }
        let to = edges[file][*k];
        *k += 1;
        if to == start {
            path.push(start);
            return Some(path);
        }
        if inside.contains(&to) && seen.insert(to) {
            path.push(to);
            at.push(0);
        }
    }
    None
}

/// The strongly connected sets of a graph (Tarjan), iteratively.
fn tarjan(edges: &[Vec<usize>]) -> Vec<Vec<usize>> {
    let n = edges.len();
    let mut index = vec![usize::MAX; n];
    let mut low = vec![0; n];
    let mut on_stack = vec![false; n];
    let mut stack = Vec::new();
    let mut sets = Vec::new();
    let mut counter = 0;
    for root in 0..n {
        if index[root] != usize::MAX {
            continue;
        }
        let mut work = vec![(root, 0usize)];
        index[root] = counter;
        low[root] = counter;
        counter += 1;
        stack.push(root);
        on_stack[root] = true;
        while let Some(&mut (v, ref mut k)) = work.last_mut() {
            if *k < edges[v].len() {
                let w = edges[v][*k];
                *k += 1;
                if index[w] == usize::MAX {
                    index[w] = counter;
                    low[w] = counter;
                    counter += 1;
                    stack.push(w);
                    on_stack[w] = true;
                    work.push((w, 0));
                } else if on_stack[w] {
                    low[v] = low[v].min(index[w]);
                }
            } else {
                work.pop();
                if let Some(&(parent, _)) = work.last() {
                    low[parent] = low[parent].min(low[v]);
                }
                if low[v] == index[v] {
                    let mut set = Vec::new();
                    while let Some(w) = stack.pop() {
                        on_stack[w] = false;
                        set.push(w);
                        if w == v {
                            break;
                        }
                    }
                    sets.push(set);
                }
            }
        }
    }
    sets
}
