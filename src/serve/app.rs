//! `serve --app FOLDER`: the phone app (built by packaging/app) at `/app/`, so that the table
//! opens it from the laptop. Only the files its build lists in `files.txt` are served, read
//! once at the start: no directory listing, no path outside the folder. The app's pages get
//! their own Content-Security-Policy (its script and WebAssembly are files, its service
//! worker is allowed the scope `/app/`); the Host check is the server's, as for every page.

use super::handlers::with_headers;
use crate::t;
use crate::words::Words;
use anyhow::{Result, anyhow};
use axum::body::Body;
use axum::extract::Path as UrlPath;
use axum::http::{HeaderValue, header};
use axum::response::{IntoResponse, Redirect, Response};
use axum::routing::get;
use std::collections::HashMap;
use std::path::Path;
use std::sync::Arc;

/// The app's files by name, with their type.
pub(super) struct AppFiles(HashMap<String, (&'static str, Vec<u8>)>);

/// The list of a build's files, in its folder.
const LIST: &str = "files.txt";

/// What a file of the app is, by its name.
fn content_type(name: &str) -> &'static str {
    match name.rsplit_once('.').map_or("", |(_, ext)| ext) {
        "html" => "text/html; charset=utf-8",
        "js" => "text/javascript; charset=utf-8",
        "css" => "text/css; charset=utf-8",
        "wasm" => "application/wasm",
        "webmanifest" => "application/manifest+json",
        "png" => "image/png",
        "txt" => "text/plain; charset=utf-8",
        _ => "application/octet-stream",
    }
}

/// A plain file name: no folder, no `..`, nothing hidden.
fn plain(name: &str) -> bool {
    !name.is_empty()
        && !name.starts_with('.')
        && name
            .chars()
            .all(|c| c.is_ascii_alphanumeric() || matches!(c, '.' | '-' | '_'))
}

impl AppFiles {
    /// Reads the files `folder/files.txt` lists (and the list itself).
    pub(super) fn read(w: &Words, folder: &Path) -> Result<AppFiles> {
        let list_path = folder.join(LIST);
        let list = std::fs::read_to_string(&list_path).map_err(|_| {
            anyhow!(t!(
                w,
                "serve-app-no-list",
                dir = folder.display().to_string()
            ))
        })?;
        let file = list_path.display().to_string();
        let mut files = HashMap::new();
        for name in list.lines().map(str::trim).filter(|n| !n.is_empty()) {
            if !plain(name) {
                return Err(anyhow!(t!(
                    w,
                    "serve-app-bad-name",
                    file = file.as_str(),
                    name = name
                )));
            }
            let bytes = std::fs::read(folder.join(name)).map_err(|_| {
                anyhow!(t!(
                    w,
                    "serve-app-missing",
                    name = name,
                    file = file.as_str()
                ))
            })?;
            files.insert(name.to_string(), (content_type(name), bytes));
        }
        files.insert(
            LIST.to_string(),
            (content_type(LIST), list.clone().into_bytes()),
        );
        Ok(AppFiles(files))
    }

    /// The answer for `name`: the file with the app's headers, or a 404.
    fn answer(&self, name: &str) -> Response {
        let Some((kind, bytes)) = self.0.get(name) else {
            return with_headers(404, "text/plain; charset=utf-8", Body::from("not found\n"));
        };
        let mut response = with_headers(200, kind, Body::from(bytes.clone()));
        let headers = response.headers_mut();
        headers.insert(header::CACHE_CONTROL, HeaderValue::from_static("no-cache"));
        headers.insert(
            header::CONTENT_SECURITY_POLICY,
            HeaderValue::from_static(POLICY),
        );
        headers.insert("service-worker-allowed", HeaderValue::from_static("/app/"));
        response
    }
}

/// The app's policy: its own scripts and WebAssembly, its styles (the standings set a few
/// style attributes), its worker and manifest, nothing from elsewhere.
const POLICY: &str = "default-src 'self'; script-src 'self' 'wasm-unsafe-eval'; style-src 'self' 'unsafe-inline'; img-src 'self' data: blob:; connect-src 'self'; worker-src 'self'; manifest-src 'self'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'";

/// `/app`, `/app/` and `/app/NAME` on a router of state `S`.
pub(super) fn routes<S: Clone + Send + Sync + 'static>(files: AppFiles) -> axum::Router<S> {
    let files = Arc::new(files);
    let index = Arc::clone(&files);
    axum::Router::new()
        .route(
            "/app",
            get(|| async { Redirect::permanent("/app/").into_response() }),
        )
        .route(
            "/app/",
            get(move || {
                let files = Arc::clone(&index);
                async move { files.answer("index.html") }
            }),
        )
        .route(
            "/app/{name}",
            get(move |UrlPath(name): UrlPath<String>| {
                let files = Arc::clone(&files);
                async move { files.answer(&name) }
            }),
        )
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn only_plain_file_names_of_the_apps_folder_are_served() {
        assert!(plain("app.js"));
        assert!(plain("icon-192.png"));
        for name in ["", "..", "../x", "a/b", ".hidden", "a\\b", "x y"] {
            assert!(!plain(name), "{name:?}");
        }
    }
}
