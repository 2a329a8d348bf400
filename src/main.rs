use std::process::ExitCode;

fn main() -> ExitCode {
    hartenjagen::app::main()
}
