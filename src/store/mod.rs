//! Files: the data folder, user variants, and match files written atomically under a lock.

pub(crate) mod cache;
pub mod club;
mod club_end;
pub use crate::format::error;
pub(crate) mod evening;
pub(crate) mod files;
pub mod history;
pub(crate) mod key;
pub(crate) mod listing;
pub mod lock;
pub mod matchfile;
pub(crate) mod paths;
pub(crate) mod platform;
pub(crate) mod tonight;
pub(crate) mod variants;

/// `look` applied to every item on every core the machine has (one thread per core, each
/// given at least `least` items), the results in the items' order; a panic in a thread is
/// passed on.
pub(crate) fn on_every_core<T: Sync, R: Send>(
    items: &[T],
    least: usize,
    look: impl Fn(&T) -> Option<R> + Sync,
) -> Vec<R> {
    let threads = std::thread::available_parallelism()
        .map_or(1, std::num::NonZero::get)
        .min(items.len().div_ceil(least.max(1)))
        .max(1);
    if threads == 1 {
        return items.iter().filter_map(look).collect();
    }
    let look = &look;
    std::thread::scope(|scope| {
        let workers: Vec<_> = items
            .chunks(items.len().div_ceil(threads))
            .map(|part| scope.spawn(move || part.iter().filter_map(look).collect::<Vec<R>>()))
            .collect();
        workers
            .into_iter()
            .flat_map(|w| {
                w.join()
                    .unwrap_or_else(|panic| std::panic::resume_unwind(panic))
            })
            .collect()
    })
}
