//! A summary's times kept as numbers (seconds, nanoseconds and the offset from UTC) rather
//! than as text: a club's cache holds 52,000 of them, read on every `history` and `stats`.

use chrono::{DateTime, FixedOffset};
use serde::{Deserialize, Deserializer, Serialize, Serializer, de};

#[derive(Serialize, Deserialize)]
struct Numbers {
    seconds: i64,
    nanoseconds: u32,
    offset: i32,
}

impl Numbers {
    fn of(time: &DateTime<FixedOffset>) -> Numbers {
        Numbers {
            seconds: time.timestamp(),
            nanoseconds: time.timestamp_subsec_nanos(),
            offset: time.offset().local_minus_utc(),
        }
    }

    fn time<E: de::Error>(&self) -> Result<DateTime<FixedOffset>, E> {
        let offset = FixedOffset::east_opt(self.offset);
        let utc = DateTime::from_timestamp(self.seconds, self.nanoseconds);
        match (utc, offset) {
            (Some(utc), Some(offset)) => Ok(utc.with_timezone(&offset)),
            _ => Err(E::invalid_value(
                de::Unexpected::Signed(self.seconds),
                &"a time chrono can hold",
            )),
        }
    }
}

pub fn serialize<S: Serializer>(time: &DateTime<FixedOffset>, to: S) -> Result<S::Ok, S::Error> {
    Numbers::of(time).serialize(to)
}

pub fn deserialize<'de, D: Deserializer<'de>>(from: D) -> Result<DateTime<FixedOffset>, D::Error> {
    Numbers::deserialize(from)?.time()
}

/// The same for a time that may be missing.
pub mod maybe {
    use super::Numbers;
    use chrono::{DateTime, FixedOffset};
    use serde::{Deserialize, Deserializer, Serialize, Serializer};

    pub fn serialize<S: Serializer>(
        time: &Option<DateTime<FixedOffset>>,
        to: S,
    ) -> Result<S::Ok, S::Error> {
        time.as_ref().map(Numbers::of).serialize(to)
    }

    pub fn deserialize<'de, D: Deserializer<'de>>(
        from: D,
    ) -> Result<Option<DateTime<FixedOffset>>, D::Error> {
        Option::<Numbers>::deserialize(from)?
            .map(|n| n.time())
            .transpose()
    }
}
