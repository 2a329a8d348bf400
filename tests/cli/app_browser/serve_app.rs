//! `serve --app` over plain HTTP: only the files the build lists, with the app's own policy.

use super::*;

#[test]
fn serve_app_serves_only_the_files_its_build_lists_with_the_apps_own_policy() {
    let env = started("hartenjagen", "Ann,Bob,Cas,Dee");
    let server = server(&env);
    let agent = Server::agent();
    let get = |path: &str| {
        let response = agent
            .get(format!("{}{}", server.base, path))
            .call()
            .expect("the server answers");
        let header = |name: &str| {
            response
                .headers()
                .get(name)
                .and_then(|v| v.to_str().ok())
                .unwrap_or_default()
                .to_string()
        };
        (
            response.status().as_u16(),
            header("content-type"),
            header("content-security-policy"),
            header("service-worker-allowed"),
        )
    };
    let (status, kind, policy, scope) = get("app/");
    assert_eq!((status, kind.as_str()), (200, "text/html; charset=utf-8"));
    assert!(
        policy.contains("script-src 'self' 'wasm-unsafe-eval'"),
        "{policy}"
    );
    assert!(policy.contains("worker-src 'self'"), "{policy}");
    assert_eq!(scope, "/app/");
    assert_eq!(get("app/hartenjagen.wasm").1, "application/wasm");
    assert_eq!(get("app/sw.js").0, 200);
    let listed = std::fs::read_to_string(app_folder().join("files.txt")).expect("the list");
    for name in listed.lines() {
        assert_eq!(get(&format!("app/{name}")).0, 200, "{name}");
    }
    // Nothing else: not a file of the folder that is not listed, not outside it, no listing.
    std::fs::write(app_folder().join("extra.txt"), "not listed").expect("written");
    for path in [
        "app/extra.txt",
        "app/..%2FCargo.toml",
        "app/%2E%2E/Cargo.toml",
        "app/x/y",
    ] {
        assert_eq!(get(path).0, 404, "{path}");
    }
    std::fs::remove_file(app_folder().join("extra.txt")).expect("removed");
    // The rest of serve keeps its own policy.
    let (_, _, policy, _) = get("");
    assert!(!policy.contains("wasm-unsafe-eval"), "{policy}");
}

#[test]
fn serve_app_with_a_folder_that_holds_no_build_says_so_and_does_not_start() {
    let env = started("hartenjagen", "Ann,Bob,Cas,Dee");
    let file = env.match_file().display().to_string();
    let empty = env.path("empty");
    std::fs::create_dir_all(&empty).expect("a folder");
    let stderr = env.fails(&["serve", "--file", &file, "--port", "0", "--app", &empty]);
    assert_eq!(
        stderr.trim_end(),
        format!(
            "error: {empty} holds no phone app (it has no files.txt): build it with packaging/app and give its folder, as --app target/app"
        )
    );
}
