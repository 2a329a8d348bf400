//! The languages a table can read ([`Lang`]) and how the table's is chosen: below the input,
//! whose typed words are per language, and below the words layer, whose sentences are.

/// A language the table can read.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Lang {
    /// English.
    En,
    /// Dutch.
    Nl,
}

impl Lang {
    /// Every language, English first.
    pub const ALL: [Lang; 2] = [Lang::En, Lang::Nl];

    /// "en", "nl".
    pub const fn code(self) -> &'static str {
        match self {
            Lang::En => "en",
            Lang::Nl => "nl",
        }
    }

    /// The language of a code or a locale: `nl`, `NL`, `nl_NL.UTF-8`, `nl-BE`.
    pub fn from_code(code: &str) -> Option<Lang> {
        let code = code.trim().to_ascii_lowercase();
        let primary = code.split(['_', '-', '.', '@']).next().unwrap_or_default();
        Lang::ALL.into_iter().find(|lang| lang.code() == primary)
    }

    /// The table's language: `--lang`, else `HARTENJAGEN_LANG`, else the locale (`LC_ALL`,
    /// `LC_MESSAGES`, `LANG`, the first one set), else English. `var` reads the environment.
    pub fn choose(flag: Option<Lang>, var: impl Fn(&str) -> Option<String>) -> Lang {
        if let Some(lang) = flag {
            return lang;
        }
        if let Some(lang) = var("HARTENJAGEN_LANG").and_then(|v| Lang::from_code(&v)) {
            return lang;
        }
        ["LC_ALL", "LC_MESSAGES", "LANG"]
            .into_iter()
            .filter_map(|name| var(name).filter(|v| !v.trim().is_empty()))
            .next()
            .and_then(|locale| Lang::from_code(&locale))
            .unwrap_or(Lang::En)
    }
}
