//! Criterion benchmarks for the phone app (issue 41), in headless Chromium at 360×740 with
//! the CPU slowed down four times (Chrome DevTools' `Emulation.setCPUThrottlingRate`), as a
//! cheap phone is:
//! - the first screen: from the start of the page's load to the list of matches drawn (the
//!   app marks it `hartenjagen-first-screen`); the budget is 1.5 s;
//! - a hand checked and saved, at the machine's own speed: the page's two requests
//!   (`/api/check`, `/api/record`) answered by the engine in the browser and the match kept,
//!   the match put back as it was before each round (an undo would add to its log, and every
//!   round would read a longer file); the budget is 30 ms.
//!
//! The download's size (at most 1 MB compressed) is checked by `packaging/app` itself.
//! `cargo bench --bench app` builds the app (packaging/app), serves it with the release
//! binary's `serve --app` on 127.0.0.1 and drives Debian's chromium through chromedriver.

use criterion::{Criterion, criterion_group, criterion_main};
use fantoccini::wd::WebDriverCompatibleCommand;
use fantoccini::{Client, ClientBuilder};
use serde_json::{Value, json};
use std::io::{BufRead, BufReader};
use std::path::Path;
use std::process::{Child, Command, Stdio};
use std::time::Duration;

const BINARY: &str = env!("CARGO_BIN_EXE_hartenjagen");

/// A process stopped when dropped.
struct Running(Child);

impl Drop for Running {
    fn drop(&mut self) {
        let _ = self.0.kill();
        let _ = self.0.wait();
    }
}

/// A free port of 127.0.0.1.
fn free_port() -> u16 {
    std::net::TcpListener::bind("127.0.0.1:0")
        .and_then(|l| l.local_addr())
        .expect("a free port")
        .port()
}

/// The app built, and served with a match of its own; returns the app's address.
fn serve_app(home: &Path) -> (Running, String) {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let built = Command::new("bash")
        .arg(root.join("packaging/app"))
        .status()
        .expect("packaging/app runs");
    assert!(built.success(), "packaging/app failed");
    let file = home.join("m.toml").display().to_string();
    let status = Command::new(BINARY)
        .env("HARTENJAGEN_HOME", home)
        .args(["new", "--file", &file, "--players", "Ann,Bob,Cas,Dee"])
        .stdout(Stdio::null())
        .status()
        .expect("new runs");
    assert!(status.success());
    let app = root.join("target/app").display().to_string();
    let mut child = Command::new(BINARY)
        .env("HARTENJAGEN_HOME", home)
        .args(["serve", "--file", &file, "--port", "0", "--app", &app])
        .stdin(Stdio::null())
        .stdout(Stdio::piped())
        .stderr(Stdio::null())
        .spawn()
        .expect("serve starts");
    let stdout = child.stdout.take().expect("its output");
    let address = BufReader::new(stdout)
        .lines()
        .map_while(Result::ok)
        .find_map(|line| {
            let line = line.trim();
            line.ends_with("/app/").then(|| line.to_string())
        })
        .expect("serve prints the app's address");
    (Running(child), address)
}

/// chromedriver on a free port.
fn chromedriver() -> (Running, String) {
    let port = free_port();
    let child = Command::new("chromedriver")
        .args([format!("--port={port}"), "--allowed-ips=127.0.0.1".into()])
        .stdout(Stdio::null())
        .stderr(Stdio::null())
        .spawn()
        .expect("chromedriver starts (apt-get install chromium chromium-driver)");
    for _ in 0..200 {
        if std::net::TcpStream::connect(("127.0.0.1", port)).is_ok() {
            break;
        }
        std::thread::sleep(Duration::from_millis(50));
    }
    (Running(child), format!("http://127.0.0.1:{port}"))
}

/// A Chrome DevTools command, through chromedriver.
#[derive(Debug)]
struct DevTools(Value);

impl WebDriverCompatibleCommand for DevTools {
    fn endpoint(
        &self,
        base_url: &url::Url,
        session_id: Option<&str>,
    ) -> Result<url::Url, url::ParseError> {
        base_url.join(&format!(
            "session/{}/goog/cdp/execute",
            session_id.unwrap_or_default()
        ))
    }

    fn method_and_body(&self, _: &url::Url) -> (http::Method, Option<String>) {
        (http::Method::POST, Some(self.0.to_string()))
    }
}

/// A phone of 360×740 whose CPU runs four times slower.
async fn slow_phone(driver: &str) -> Client {
    let mut options = json!({
        "args": ["--headless=new", "--no-sandbox", "--disable-gpu", "--window-size=360,740",
                 "--disable-dev-shm-usage", "--no-first-run"],
        "mobileEmulation": {"deviceMetrics": {"width": 360, "height": 740, "pixelRatio": 2, "touch": true}},
    });
    if Path::new("/usr/bin/chromium").is_file() {
        options["binary"] = json!("/usr/bin/chromium");
    }
    let mut capabilities = serde_json::Map::new();
    capabilities.insert("goog:chromeOptions".into(), options);
    let client = ClientBuilder::new(hyper_util::client::legacy::connect::HttpConnector::new())
        .capabilities(capabilities)
        .connect(driver)
        .await
        .expect("a Chromium session");
    client
        .issue_cmd(DevTools(json!({
            "cmd": "Emulation.setCPUThrottlingRate", "params": {"rate": 4}
        })))
        .await
        .expect("the CPU slowed down");
    client
}

/// Waits until `script` is true (at most 30 s).
async fn until(client: &Client, script: &str) {
    for _ in 0..300 {
        if client.execute(script, vec![]).await.expect("runs") == Value::Bool(true) {
            return;
        }
        tokio::time::sleep(Duration::from_millis(100)).await;
    }
    panic!("waited 30 s for {script}");
}

/// Milliseconds, as the page measured them.
fn millis(value: &Value) -> Duration {
    Duration::from_secs_f64(value.as_f64().expect("a time") / 1000.0)
}

fn app(c: &mut Criterion) {
    let home = tempfile::tempdir().expect("a folder");
    let (_server, address) = serve_app(home.path());
    let (_driver, driver) = chromedriver();
    let runtime = tokio::runtime::Builder::new_current_thread()
        .enable_all()
        .build()
        .expect("a runtime");
    let phone = runtime.block_on(slow_phone(&driver));
    let mut group = c.benchmark_group("app");
    group.sample_size(10);
    group.measurement_time(Duration::from_secs(20));
    group.bench_function("first screen, CPU 4x slower (budget 1.5 s)", |b| {
        b.iter_custom(|rounds| {
            runtime.block_on(async {
                let mut total = Duration::ZERO;
                for _ in 0..rounds {
                    phone.goto(&address).await.expect("the app opens");
                    until(
                        &phone,
                        "return performance.getEntriesByName('hartenjagen-first-screen').length > 0;",
                    )
                    .await;
                    let at = phone
                        .execute(
                            "return performance.getEntriesByName('hartenjagen-first-screen')[0].startTime;",
                            vec![],
                        )
                        .await
                        .expect("the mark");
                    total += millis(&at);
                }
                total
            })
        });
    });
    // A match to enter hands in, at the machine's own speed.
    runtime.block_on(async {
        phone
            .issue_cmd(DevTools(json!({
                "cmd": "Emulation.setCPUThrottlingRate", "params": {"rate": 1}
            })))
            .await
            .expect("the CPU at its speed");
        phone.goto(&address).await.expect("the app opens");
        until(&phone, "return !!document.getElementById('new');").await;
        phone
            .goto(&address.replace("/app/", "/app/new.html"))
            .await
            .expect("the start form");
        until(&phone, "return !!document.getElementById('players');").await;
        phone
            .execute(
                "document.getElementById('players').value = 'Ann Bob Cas Dee';
                 document.getElementById('players').dispatchEvent(new Event('input'));
                 document.getElementById('go').click(); return true;",
                vec![],
            )
            .await
            .expect("started");
        until(&phone, "return !!window.hartenjagenNet;").await;
    });
    group.bench_function("a hand checked and saved (budget 30 ms)", |b| {
        b.iter_custom(|rounds| {
            runtime.block_on(async {
                let mut total = Duration::ZERO;
                for _ in 0..rounds {
                    let took = phone
                        .execute_async(
                            "var done = arguments[arguments.length - 1];
                             var key = 'hartenjagen-match:' + new URLSearchParams(location.search).get('m');
                             window.before = window.before || localStorage.getItem(key);
                             localStorage.setItem(key, window.before);
                             var hand = JSON.stringify({took: {Ann: 'QS 3', Bob: '5', Dee: 'rest'}});
                             var post = function (path, body) {
                               return hartenjagenNet.fetch(path, {method: 'POST', body: body})
                                 .then(function (r) { return r.json(); });
                             };
                             var start = performance.now();
                             post('/api/check', hand).then(function () { return post('/api/record', hand); })
                               .then(function () { done(performance.now() - start); });",
                            vec![],
                        )
                        .await
                        .expect("the hand");
                    total += millis(&took);
                }
                total
            })
        });
    });
    group.finish();

    runtime.block_on(async {
        let _ = phone.close().await;
    });
}

criterion_group!(benches, app);
criterion_main!(benches);
