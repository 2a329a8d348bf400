//! The one watcher of both servers: a folder watched (a save replaces a file, so the file
//! itself cannot be), with the operating system's notifications where it has them and a look
//! every half second where it has none. What it hears of is published by the server, which
//! publishes a change once: a save's own publish and the watcher's event for the same change
//! find the file as last read and send nothing again.

use crate::t;
use crate::words::Words;
use anyhow::{Context as _, Result};
use std::path::{Path, PathBuf};

/// A running watcher (dropped: no longer watching).
pub(super) type Watching = Box<dyn notify::Watcher + Send>;

/// Watches `folder` and calls `changed` with the paths of every event that changed something
/// there. Reading a file to publish it is an access, and only a change counts: otherwise
/// publishing would wake itself up forever.
pub(super) fn watch(
    w: &Words,
    folder: &Path,
    changed: impl Fn(&[PathBuf]) + Clone + Send + 'static,
) -> Result<Watching> {
    use notify::Watcher as _;
    let handler = move |event: notify::Result<notify::Event>| {
        let Ok(event) = event else { return };
        if !event.kind.is_access() && !event.kind.is_other() {
            changed(&event.paths);
        }
    };
    let mut watcher: Watching =
        match notify::RecommendedWatcher::new(handler.clone(), notify::Config::default()) {
            Ok(watcher) => Box::new(watcher),
            Err(_) => Box::new(notify::PollWatcher::new(
                handler,
                notify::Config::default().with_poll_interval(std::time::Duration::from_millis(500)),
            )?),
        };
    watcher
        .watch(folder, notify::RecursiveMode::NonRecursive)
        .with_context(|| t!(w, "serve-cannot-watch", path = folder.display().to_string()))?;
    Ok(watcher)
}
