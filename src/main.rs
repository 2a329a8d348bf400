//! The `hartenjagen` program: all it does is in the library, run by `hartenjagen::app::main`.

use std::process::ExitCode;

fn main() -> ExitCode {
    hartenjagen::app::main()
}
