//! Which `Host` a request may name. A web page the laptop visits could point its own name at
//! 127.0.0.1 (DNS rebinding) and read the match through the visitor's browser; such a request
//! names the page's host, not ours, and gets 421 without a word of the match.

use std::net::IpAddr;

/// The names and the port this server answers to.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Hosts {
    /// The port the server listens on.
    port: u16,
    /// Host names in lower case, IPv6 addresses in brackets.
    names: Vec<String>,
}

impl Hosts {
    /// `127.0.0.1`, `localhost` and `[::1]`, and with `lan` every address of the machine's
    /// network interfaces (names announced by mDNS are not known here, so not answered).
    pub fn new(port: u16, lan: bool) -> Hosts {
        let mut names: Vec<String> = ["127.0.0.1", "localhost", "[::1]"]
            .map(String::from)
            .to_vec();
        if lan {
            for interface in if_addrs::get_if_addrs().unwrap_or_default() {
                let name = address_name(interface.ip());
                if !names.contains(&name) {
                    names.push(name);
                }
            }
        }
        Hosts { port, names }
    }

    /// Whether a request naming `host` (a `Host` header, or the authority of an absolute
    /// address) is for this server: one of its names with its port; the port may be left out
    /// only when it is 80.
    pub fn allows(&self, host: &str) -> bool {
        let host = host.trim().to_ascii_lowercase();
        let (name, port) = match host.strip_prefix('[') {
            Some(rest) => match rest.split_once(']') {
                Some((address, after)) => (format!("[{address}]"), after.to_string()),
                None => return false,
            },
            None => match host.split_once(':') {
                Some((name, port)) => (name.to_string(), format!(":{port}")),
                None => (host.clone(), String::new()),
            },
        };
        let port_fits = match port.strip_prefix(':') {
            Some(digits) => {
                digits.bytes().all(|b| b.is_ascii_digit()) && digits.parse() == Ok(self.port)
            }
            None => port.is_empty() && self.port == 80,
        };
        port_fits && self.names.contains(&name)
    }
}

/// An address as a `Host` names it: IPv6 in brackets.
fn address_name(ip: IpAddr) -> String {
    match ip {
        IpAddr::V4(v4) => v4.to_string(),
        IpAddr::V6(v6) => format!("[{v6}]"),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn only_the_loopback_names_with_the_servers_port_are_answered() {
        let hosts = Hosts::new(7878, false);
        for host in [
            "127.0.0.1:7878",
            "localhost:7878",
            "LocalHost:7878",
            "[::1]:7878",
        ] {
            assert!(hosts.allows(host), "{host}");
        }
        for host in [
            "evil.example:7878",
            "127.0.0.1",
            "127.0.0.1:80",
            "127.0.0.1:7879",
            "127.0.0.1:+7878",
            "localhost.:7878",
            "[::1]",
            "[::1:7878",
            "127.0.0.2:7878",
            "",
        ] {
            assert!(!hosts.allows(host), "{host}");
        }
    }

    #[test]
    fn the_port_may_be_left_out_only_on_port_80() {
        let hosts = Hosts::new(80, false);
        assert!(hosts.allows("localhost"));
        assert!(hosts.allows("[::1]"));
        assert!(hosts.allows("127.0.0.1:80"));
        assert!(!hosts.allows("evil.example"));
    }

    #[test]
    fn on_the_network_every_address_of_the_machine_is_answered() {
        let hosts = Hosts::new(7878, true);
        for interface in if_addrs::get_if_addrs().expect("the interfaces") {
            let host = format!("{}:7878", address_name(interface.ip()));
            assert!(hosts.allows(&host), "{host}");
        }
        assert!(!hosts.allows("evil.example:7878"));
    }
}
