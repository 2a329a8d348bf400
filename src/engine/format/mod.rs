//! The files' text, as data: a match file's text read and written ([`matchfile`]), a sheet of
//! hand points read ([`sheet`]), why a
//! match file, a club file or a variant file does not load, and why a file or folder cannot be
//! used ([`error`]). The words layer says each one; the program's store reads and writes the
//! files.

pub mod error;
pub mod matchfile;
pub mod sheet;
